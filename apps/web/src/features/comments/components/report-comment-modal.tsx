import { COMMENT_REPORT_REASON_LABELS, COMMENT_REPORT_REASONS, type CommentReportReason } from '@paddock/contract';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons/common-icons';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { serverMessage } from '@/lib/error-messages';
import { useReportComment } from '../api/report-comment';
import { COMMENTS_PAGE_MESSAGES } from '../lib/messages';

interface ReportCommentModalProps {
  commentId: number | null;
  onClose: () => void;
}

/** Report a comment to the moderators, for a comment's reasons (issue 34 §18: spam, harassment, off-topic, other). */
export function ReportCommentModal({ commentId, onClose }: ReportCommentModalProps) {
  const id = useId();
  const report = useReportComment();
  const [reason, setReason] = useState<CommentReportReason | ''>('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason || commentId === null) return;
    report.mutate(
      { id: commentId, input: { reason, comment: null } },
      {
        onSuccess: () => {
          toast.success(COMMENTS_PAGE_MESSAGES.reported);
          setReason('');
          onClose();
        },
        onError: (error) => toast.error(serverMessage(error, COMMENTS_PAGE_MESSAGES.failed)),
      },
    );
  };

  return (
    <Modal
      open={commentId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Report Comment"
      description="Tell our moderators what is wrong with this comment."
      dismissible={!report.isPending}
    >
      <form onSubmit={submit} className="space-y-5">
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold text-ink-200">
            Reason
          </label>
          <Select
            id={`${id}-reason`}
            value={reason}
            required
            onChange={(event) => setReason(event.target.value as CommentReportReason | '')}
          >
            <option value="" disabled>
              Select a reason…
            </option>
            {COMMENT_REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {COMMENT_REPORT_REASON_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={report.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!reason || report.isPending}>
            <FlagIcon /> {report.isPending ? 'Submitting…' : 'Submit Report'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
