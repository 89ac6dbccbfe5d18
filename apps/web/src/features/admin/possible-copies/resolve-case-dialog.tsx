import {
  POSSIBLE_COPY_LIMITS,
  POSSIBLE_COPY_MESSAGES,
  type PossibleCopyCase,
  type PossibleCopyResolution,
} from '@paddock/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form/form-controls';
import { Modal } from '@/components/ui/modal';
import { failureDetail } from '@/lib/error-messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useResolvePossibleCopy } from './possible-copies-api';
import { POSSIBLE_COPIES_UI as UI } from './possible-copies-ui';

/**
 * Confirms one of the three answers to a case: a removal asks for the message its uploader is
 * e-mailed; Permitted and False match only ask to be sure.
 */
export function ResolveCaseDialog({
  kase,
  resolution,
  onClose,
}: {
  kase: PossibleCopyCase;
  resolution: PossibleCopyResolution;
  onClose: () => void;
}) {
  const resolve = useResolvePossibleCopy();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const original = kase.original?.title ?? UI.noOriginal;
  const run = () =>
    resolve.mutate(
      { id: kase.id, resolution, message: resolution === 'Copy' ? message : null },
      {
        onSuccess: () => {
          toast.success(POSSIBLE_COPY_MESSAGES.resolved[resolution]);
          onClose();
        },
        onError: (failure) => setError(UI.failed(failureDetail(failure))),
      },
    );

  if (resolution !== 'Copy') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && onClose()}
        tone="default"
        title={resolution === 'Permitted' ? UI.permitTitle : UI.falseMatchTitle}
        message={
          resolution === 'Permitted' ? UI.permitBody(kase.copy.title, original) : UI.falseMatchBody(kase.copy.title)
        }
        confirmLabel={resolution === 'Permitted' ? UI.permit : UI.falseMatch}
        busy={resolve.isPending}
        busyLabel={UI.working}
        error={error}
        onConfirm={run}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(POSSIBLE_COPY_MESSAGES.messageRequired);
    run();
  };
  return (
    <Modal
      open
      tone="danger"
      dismissible={!resolve.isPending}
      onOpenChange={(open) => !open && onClose()}
      title={UI.removeTitle}
      description={UI.removeBody(kase.copy.title, original)}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label={UI.message}
          hint={UI.messageHint}
          error={error ?? undefined}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setError(null);
          }}
          maxLength={POSSIBLE_COPY_LIMITS.messageMax}
          rows={3}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={resolve.isPending}>
            {UI.cancel}
          </Button>
          <Button type="submit" disabled={resolve.isPending}>
            {resolve.isPending ? UI.working : UI.removeCopy}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
