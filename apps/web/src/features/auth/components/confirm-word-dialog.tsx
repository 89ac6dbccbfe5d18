import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField, Spinner, TextAreaField, TextField } from '@/components/ui/form/form-controls';
import { Modal } from '@/components/ui/modal';

export interface ConfirmWordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The word to type, e.g. DELETE. */
  word: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** Shown under the current-password field (missing, or the server's "not correct"). */
  passwordError?: string;
  /** Called with the typed word and the current password (neither checked here) and the optional reason. */
  onConfirm: (typed: string, reason: string | null, currentPassword: string) => void;
}

/**
 * The accessible stand-in for the spec's "type DELETE in a prompt": a dialog with a text field.
 * The caller checks the word and cancels with an info message when it does not match. The current
 * password is asked too (the server refuses without it, so a session alone cannot erase an
 * account). While the request runs the dialog cannot be closed.
 */
export function ConfirmWordDialog({
  open,
  onOpenChange,
  word,
  title,
  description,
  confirmLabel,
  pending,
  passwordError,
  onConfirm,
}: ConfirmWordDialogProps) {
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');

  // Every opening starts empty.
  useEffect(() => {
    if (!open) return;
    setTyped('');
    setReason('');
    setPassword('');
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(typed, reason.trim() || null, password);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      tone="danger"
      dismissible={!pending}
    >
      <form onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label={
            <>
              Type <span className="font-mono text-race-300">{word}</span> to confirm
            </>
          }
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <PasswordField
          label="Current password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          error={passwordError}
        />
        <TextAreaField
          label="Reason (optional)"
          value={reason}
          maxLength={1000}
          onChange={(event) => setReason(event.target.value)}
          placeholder="Anything we should know? It helps us improve Paddock."
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" size="lg" disabled={pending}>
            {pending && <Spinner />}
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
