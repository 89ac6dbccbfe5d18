import type { AdminReport } from '@paddock/contract';
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
  whose = "The reporter's comment.",
}: {
  reportId: number;
  comment: string | null;
  /** The table keeps the column narrow; a card lets the preview use its width. */
  width?: string;
  /** What the text is, said by Read more's dialog. */
  whose?: string;
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
          <Modal open={open} onOpenChange={setOpen} title={`Report #${reportId}`} description={whose}>
            <p className="text-sm break-words whitespace-pre-wrap text-ink-50">{comment.trim()}</p>
          </Modal>
        </>
      )}
    </span>
  );
}

/**
 * The Comment column (issue 34 §20): a comment report shows the reported comment's own text (its
 * state when hidden or gone) and the reporter's note only when there is one; a livery report the note.
 */
export function ReportCommentCell({ report, width }: { report: AdminReport; width?: string }) {
  const reported = report.target === 'comment' ? report.reportedComment : null;
  if (!reported) return <CommentPreview reportId={report.id} comment={report.comment} width={width} />;
  const label = 'block text-[0.65rem] font-semibold tracking-wider text-ink-400 uppercase';
  return (
    <span className="flex flex-col gap-1.5">
      <span>
        <span className={label}>
          {ADMIN_REPORT_MESSAGES.reportedComment}
          {reported.state === 'hidden' && ' · hidden'}
          {reported.state === 'deleted' && ` · ${ADMIN_REPORT_MESSAGES.commentGone}`}
        </span>
        <CommentPreview
          reportId={report.id}
          comment={reported.excerpt}
          width={width}
          whose={`The reported comment${reported.authorUsername ? ` by ${reported.authorUsername}` : ''}.`}
        />
      </span>
      {report.comment?.trim() && (
        <span>
          <span className={label}>{ADMIN_REPORT_MESSAGES.reporterNote}</span>
          <CommentPreview reportId={report.id} comment={report.comment} width={width} />
        </span>
      )}
    </span>
  );
}
