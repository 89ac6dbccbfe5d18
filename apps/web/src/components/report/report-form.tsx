import { LIMITS, REPORT_INPUT_MESSAGES } from '@paddock/contract';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons/common-icons';
import { Select } from '@/components/ui/select';

export interface ReportFormProps<R extends string, S extends z.ZodType<{ reason: R; comment: string | null }>> {
  /** The reasons of what is reported, in the order shown, with their labels. */
  reasons: readonly R[];
  labels: Record<R, string>;
  /** The contract's input schema of this kind of report: the form checks with it before sending. */
  schema: S;
  placeholder: string;
  pending: boolean;
  onSubmit: (input: z.output<S>) => void;
  onCancel: () => void;
}

/**
 * The report dialogs' form (a livery's, and since issue 34 §17 a collection's): a required reason,
 * an optional comment with the characters left (spec member-site "Report modal"). It lives inside
 * the dialog's content, which unmounts on close, so every opening starts empty.
 */
export function ReportForm<R extends string, S extends z.ZodType<{ reason: R; comment: string | null }>>({
  reasons,
  labels,
  schema,
  placeholder,
  pending,
  onSubmit,
  onCancel,
}: ReportFormProps<R, S>) {
  const id = useId();
  const [reason, setReason] = useState<R | ''>('');
  const [comment, setComment] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const remaining = LIMITS.reportCommentMax - comment.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse({ reason: reason || undefined, comment });
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
              setReason(event.target.value as R | '');
              setReasonError(event.target.value ? null : REPORT_INPUT_MESSAGES.reasonRequired);
            }}
            onBlur={() => !reason && setReasonError(REPORT_INPUT_MESSAGES.reasonRequired)}
          >
            <option value="" disabled>
              Select a reason…
            </option>
            {reasons.map((value) => (
              <option key={value} value={value}>
                {labels[value]}
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
            placeholder={placeholder}
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
