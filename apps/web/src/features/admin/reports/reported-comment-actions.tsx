import type { AdminReport } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { failureDetail } from '@/lib/error-messages';
import { ADMIN_REPORT_MESSAGES } from './report-messages';
import { useModerateComment } from './reports-api';

/**
 * The details dialog's actions on a reported comment (issue 19): hide it, or delete it after a
 * second click. Nothing is offered once the comment is gone.
 */
export function ReportedCommentActions({ report, onDone }: { report: AdminReport; onDone: () => void }) {
  const moderate = useModerateComment();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const comment = report.reportedComment;
  if (report.target !== 'comment' || !comment || comment.id === null) return null;
  const id = comment.id;

  const run = (action: 'hide' | 'delete') =>
    moderate.mutate(
      { id, action },
      {
        onSuccess: () => {
          toast.success(action === 'hide' ? ADMIN_REPORT_MESSAGES.commentHidden : ADMIN_REPORT_MESSAGES.commentDeleted);
          setConfirmingDelete(false);
          onDone();
        },
        onError: (error) => toast.error(ADMIN_REPORT_MESSAGES.commentFailed(failureDetail(error))),
      },
    );

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border border-carbon-700 p-3">
      <span className="w-full text-xs font-semibold tracking-wide text-ink-400 uppercase">Reported comment</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={moderate.isPending || comment.state === 'hidden'}
        onClick={() => run('hide')}
      >
        {comment.state === 'hidden' ? 'Comment Hidden' : 'Hide Comment'}
      </Button>
      <Button
        size="sm"
        variant={confirmingDelete ? 'primary' : 'secondary'}
        disabled={moderate.isPending}
        onClick={() => (confirmingDelete ? run('delete') : setConfirmingDelete(true))}
      >
        {confirmingDelete ? 'Confirm Delete' : 'Delete Comment'}
      </Button>
    </div>
  );
}
