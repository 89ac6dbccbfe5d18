import { ButtonLink } from '@/components/ui/button';
import { href } from '@/config/paths';
import { usePossibleCopyCounts } from './possible-copies-api';
import { POSSIBLE_COPIES_UI as UI } from './possible-copies-ui';

/** The dashboard's count of open possible-copy cases (issue 36 point 5), with the way to the queue. */
export function PossibleCopiesCard() {
  const { data } = usePossibleCopyCounts();
  return (
    <section
      aria-labelledby="possible-copies"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <h2 id="possible-copies" className="font-display text-lg font-bold tracking-wide uppercase">
          {UI.dashboardCard}
        </h2>
        <p className="mt-1 font-display text-3xl font-bold text-ink-50">{data ? data.Open : '…'}</p>
      </div>
      <ButtonLink variant="secondary" to={`${href('adminPossibleCopies')}`}>
        {UI.dashboardLink}
      </ButtonLink>
    </section>
  );
}
