import { LIMITS } from '@paddock/contract';
import { LiveryGrid } from '@/components/ui/livery-grid';
import { ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { CARD_STAGGER_MS } from '@/components/ui/reveal';
import { useRelatedLiveries } from '../api/get-related-liveries';
import { relatedErrorMessage } from '../lib/error-messages';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';

/** 'You Might Also Like': loads after the livery itself. */
export function RelatedLiveries({ liveryId, enabled }: { liveryId: number; enabled: boolean }) {
  const related = useRelatedLiveries(liveryId, LIMITS.relatedLimit, enabled);
  return (
    <section aria-labelledby="related-title" className="border-t border-carbon-800 pt-10">
      <p className="eyebrow mb-2">More from the paddock</p>
      <h2 id="related-title" className="display-heading mb-6 text-3xl sm:text-4xl">
        You Might Also Like
      </h2>
      {related.isPending ? (
        <LoadingNotice>{LIVERY_PAGE_MESSAGES.related.loading}</LoadingNotice>
      ) : related.isError ? (
        <ErrorNotice>{relatedErrorMessage(related.error)}</ErrorNotice>
      ) : related.data.length === 0 ? (
        <p className="text-ink-400">No similar liveries yet.</p>
      ) : (
        <LiveryGrid liveries={related.data} animate staggerMs={CARD_STAGGER_MS.related} />
      )}
    </section>
  );
}
