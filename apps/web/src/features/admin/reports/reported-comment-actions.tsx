import type { AdminReport } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { failureDetail } from '@/lib/error-messages';
import { ADMIN_REPORT_MESSAGES } from './report-messages';
import { useDeleteReportedComment, useHideReportedComment } from './reports-api';

/**
 * The details dialog's actions on a reported comment (issue 19): hide it, which resolves the
 * report in the same server call (issue 34 §19; the dialog stays open and shows it Resolved), or
 * delete it after a second click. Nothing is offered once the comment is gone.
 */
export function ReportedCommentActions({ report, onDone }: { report: AdminReport; onDone: () => void }) {
  const hide = useHideReportedComment();
  const remove = useDeleteReportedComment();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const comment = report.reportedComment;
  if (report.target !== 'comment' || !comment || comment.id === null) return null;
  const id = comment.id;
  const pending = hide.isPending || remove.isPending;
  // Hidden by the uploader but still open: hiding again makes it the moderators' hide and resolves.
  const done = comment.state === 'hidden' && report.status === 'Resolved';
  const failed = (error: Error) => toast.error(ADMIN_REPORT_MESSAGES.commentFailed(failureDetail(error)));

  const runHide = () =>
    hide.mutate(report.id, {
      onSuccess: (resolved) => toast.success(ADMIN_REPORT_MESSAGES.commentHiddenResolved(resolved.id)),
      onError: failed,
    });
  const runDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(ADMIN_REPORT_MESSAGES.commentDeleted);
        setConfirmingDelete(false);
        onDone();
      },
      onError: failed,
    });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border border-carbon-700 p-3">
      <span className="w-full text-xs font-semibold tracking-wide text-ink-400 uppercase">
        {ADMIN_REPORT_MESSAGES.reportedComment}
      </span>
      <Button size="sm" variant="secondary" disabled={pending || done} onClick={runHide}>
        {done ? 'Comment Hidden' : 'Hide Comment and Resolve'}
      </Button>
      <Button
        size="sm"
        variant={confirmingDelete ? 'primary' : 'secondary'}
        disabled={pending}
        onClick={() => (confirmingDelete ? runDelete() : setConfirmingDelete(true))}
      >
        {confirmingDelete ? 'Confirm Delete' : 'Delete Comment'}
      </Button>
    </div>
  );
}
