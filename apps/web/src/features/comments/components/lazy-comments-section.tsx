import { lazy, type Ref } from 'react';
import { BelowTheFold } from '@/components/ui/below-the-fold';
import { LoadingNotice } from '@/components/ui/notice';
import { COMMENTS_FRAME_MESSAGES } from '../lib/first-view-messages';
import type { CommentsSectionProps } from './comments-section';

// Below the screenshots, the details and the description: its code (forms, the comment schemas and
// zod) loads as the reader nears it (BelowTheFold), not between the page's render and its first paint.
const CommentsSection = lazy(() => import('./comments-section').then((m) => ({ default: m.CommentsSection })));

/** The same frame and heading as the section, while its code loads. */
function CommentsPlaceholder({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} className="space-y-5 rounded-xl border border-carbon-700 bg-carbon-850/90 p-5 sm:p-6">
      <h2 className="font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase">
        {COMMENTS_FRAME_MESSAGES.heading}
      </h2>
      <LoadingNotice>{COMMENTS_FRAME_MESSAGES.loading}</LoadingNotice>
    </section>
  );
}

export function LazyCommentsSection(props: CommentsSectionProps) {
  return (
    <BelowTheFold placeholder={(ref) => <CommentsPlaceholder ref={ref} />}>
      <CommentsSection {...props} />
    </BelowTheFold>
  );
}
