import {
  LIMITS,
  REPORT_INPUT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportInput,
  ReportInputSchema,
  type ReportReason,
} from '@paddock/contract';
import { clsx } from 'clsx';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons/common-icons';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { useReportLivery } from '../api/report-livery';
import { reportErrorMessage } from '../lib/error-messages';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';

export interface ReportModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  livery: { id: number; title: string } | undefined;
}

interface ReportFormProps {
  pending: boolean;
  onSubmit: (input: ReportInput) => void;
  onCancel: () => void;
}

/** The form lives inside the dialog's content, which unmounts on close: every opening starts empty. */
function ReportForm({ pending, onSubmit, onCancel }: ReportFormProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [comment, setComment] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const remaining = LIMITS.reportCommentMax - comment.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ReportInputSchema.safeParse({ reason: reason || undefined, comment });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? REPORT_INPUT_MESSAGES.reasonRequired);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset disabled={pending} className="space-y-5">
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold text-ink-200">
            Reason <span className="text-race-400">*</span>
          </label>
          <Select
            id={`${id}-reason`}
            value={reason}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value as ReportReason | '');
              setReasonError(event.target.value ? null : REPORT_INPUT_MESSAGES.reasonRequired);
            }}
            onBlur={() => !reason && setReasonError(REPORT_INPUT_MESSAGES.reasonRequired)}
          >
            <option value="" disabled>
              Select a reason…
            </option>
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {REPORT_REASON_LABELS[value]}
              </option>
            ))}
          </Select>
          {reasonError && (
            <p id={`${id}-reason-error`} role="alert" className="mt-1.5 text-sm text-race-300">
              {reasonError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-semibold text-ink-200">
            Comment <span className="font-normal text-ink-400">(optional)</span>
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            onChange={(event) => setComment(event.target.value.slice(0, LIMITS.reportCommentMax))}
            maxLength={LIMITS.reportCommentMax}
            rows={5}
            placeholder="Anything that helps our moderators, e.g. where the original livery was published."
            aria-describedby={`${id}-remaining`}
            className="block w-full resize-y rounded-md border border-carbon-600 bg-carbon-900 px-3 py-2 text-sm text-ink-50 placeholder:text-ink-500 hover:border-carbon-500 focus:border-race-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-race-500/40 disabled:opacity-50"
          />
          <p
            id={`${id}-remaining`}
            aria-live="polite"
            className={clsx(
              'mt-1.5 text-right text-xs tabular-nums',
              remaining < 50 ? 'text-signal-400' : 'text-ink-400',
            )}
          >
            {remaining} characters remaining
          </p>
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!reason || pending}>
          <FlagIcon /> {pending ? 'Submitting…' : 'Submit Report'}
        </Button>
      </div>
    </form>
  );
}

/** Report Livery: reason (required) and an optional comment; closes with a thank-you once sent. */
export default function ReportModal({ open, onOpenChange, livery }: ReportModalProps) {
  const report = useReportLivery();
  const { reset } = report;

  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const submit = (input: ReportInput) => {
    if (!livery?.id) {
      toast.error(LIVERY_PAGE_MESSAGES.report.missing);
      return;
    }
    report.mutate(
      { id: livery.id, input },
      {
        onSuccess: () => {
          toast.success(LIVERY_PAGE_MESSAGES.report.success);
          onOpenChange(false);
        },
        onError: (error) => {
          toast.error(reportErrorMessage(error));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!report.isPending}
      title="Report Livery"
      description={
        <>
          Tell our moderators what is wrong with <strong className="text-ink-50">“{livery?.title}”</strong>.
        </>
      }
    >
      <ReportForm pending={report.isPending} onSubmit={submit} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
