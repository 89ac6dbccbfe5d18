import { CREDIT_TEXT } from '@paddock/contract';
import { useEffect, useRef, useState } from 'react';
import { LiveryGrid } from '@/components/ui/livery-grid';
import { ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { useDerivatives } from '../api/get-derivatives';

/** The liveries based on this one (issue 36), opened from the Credit card; brought into view when opened. */
export function LiveryDerivatives({ liveryId }: { liveryId: number }) {
  const [page, setPage] = useState(1);
  const derivatives = useDerivatives(liveryId, page, true);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      id="derivatives"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="derivatives-title"
      className="min-w-0 scroll-mt-24 rounded-xl border border-carbon-700 bg-carbon-850/90 p-5 focus:outline-none sm:p-6"
    >
      <h2
        id="derivatives-title"
        className="mb-4 font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase"
      >
        {CREDIT_TEXT.derivativesHeading}
      </h2>
      {derivatives.isPending ? (
        <LoadingNotice>{CREDIT_TEXT.derivativesLoading}</LoadingNotice>
      ) : derivatives.isError ? (
        <ErrorNotice>{CREDIT_TEXT.derivativesFailed}</ErrorNotice>
      ) : (
        <>
          <LiveryGrid liveries={derivatives.data.items} className="sm:grid-cols-2 xl:grid-cols-3" />
          {derivatives.data.totalPages > 1 && (
            <Pagination
              className="mt-6"
              page={page}
              totalPages={derivatives.data.totalPages}
              onPageChange={setPage}
              disabled={derivatives.isFetching}
            />
          )}
        </>
      )}
    </section>
  );
}
