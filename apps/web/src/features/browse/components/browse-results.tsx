import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { DidYouMean } from '@/components/ui/did-you-mean';
import { ResetIcon } from '@/components/ui/icons/livery-icons';
import type { CardAction } from '@/components/ui/livery-card';
import { LiveryGrid, LiveryGridSkeleton } from '@/components/ui/livery-grid';
import { EmptyNotice, ErrorNotice } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { CARD_STAGGER_MS } from '@/components/ui/reveal';
import type { BrowsePage } from '../api/get-liveries';
import { BROWSE_MESSAGES, loadErrorMessage } from '../browse-messages';
import { showingText } from '../lib/browse-filters';

interface BrowseResultsProps {
  liveries: UseQueryResult<BrowsePage>;
  loading: boolean;
  /** The page the address asks for. */
  page: number;
  onPageChange: (page: number) => void;
  /** A control on each card from another feature (Add to collection). */
  cardAction?: CardAction;
  /** Searches for the server's "Did you mean" suggestion. */
  onSuggestion: (suggestion: string) => void;
}

/** The failure with Try Again. */
function LoadError({ liveries }: { liveries: UseQueryResult<BrowsePage> }) {
  return (
    <ErrorNotice
      action={
        <Button variant="secondary" onClick={() => liveries.refetch()} disabled={liveries.isFetching}>
          <ResetIcon /> Try Again
        </Button>
      }
    >
      {loadErrorMessage(liveries.error)}
    </ErrorNotice>
  );
}

/**
 * Browse's results: skeleton, failure, 'Showing A - B of N', the card grid (the search's words marked
 * in the titles) or the empty notice with any "Did you mean", and the pages.
 */
export function BrowseResults({
  liveries,
  loading,
  page: pageNumber,
  onPageChange,
  cardAction,
  onSuggestion,
}: BrowseResultsProps) {
  const page = liveries.data;
  const totalPages = page?.totalPages ?? 0;
  return (
    <section aria-label="Liveries" aria-busy={loading} className="space-y-6">
      {liveries.isError && !page ? (
        <LoadError liveries={liveries} />
      ) : !page ? (
        <LiveryGridSkeleton count={8} />
      ) : (
        <>
          <p role="status" className="font-display text-sm font-bold tracking-widest text-ink-300 uppercase">
            {showingText(page.pageNumber, page.pageSize, page.totalCount, page.items.length, page.totalCapped)}
          </p>
          {liveries.isError && <LoadError liveries={liveries} />}
          {page.items.length === 0 ? (
            <EmptyNotice>
              <p className="text-ink-200">{BROWSE_MESSAGES.empty}</p>
              {page.search?.suggestion && (
                <DidYouMean suggestion={page.search.suggestion} onPick={onSuggestion} className="mt-3 text-lg" />
              )}
            </EmptyNotice>
          ) : (
            <LiveryGrid
              key={page.items.map((item) => item.id).join()}
              liveries={page.items}
              animate
              staggerMs={CARD_STAGGER_MS.browse}
              cardAction={cardAction}
              highlight={page.search}
              className={clsx('transition-opacity', liveries.isPlaceholderData && 'opacity-60')}
            />
          )}
          <Pagination
            page={Math.min(pageNumber, Math.max(totalPages, 1))}
            totalPages={totalPages}
            disabled={loading}
            onPageChange={onPageChange}
            className="pt-4"
          />
        </>
      )}
    </section>
  );
}
