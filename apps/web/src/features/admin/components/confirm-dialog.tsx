import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons/livery-icons';
import { Modal } from '@/components/ui/modal';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, e.g. the spec's 'Are you sure you want to DELETE {username}? This cannot be undone!'. */
  message: ReactNode;
  confirmLabel: string;
  /** While true the dialog cannot be closed and the confirm button reads `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** A failure to show under the message (the server's reason). */
  error?: string | null;
  /** Red for destructive actions (the default), plain otherwise. */
  tone?: 'danger' | 'default';
  onConfirm: () => void;
}

/** A confirmation modal: title, message, Cancel and a confirm button with a busy state and an error line. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busy = false,
  busyLabel = 'Working...',
  error,
  tone = 'danger',
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} tone={tone} dismissible={!busy}>
      <p className="text-ink-200">{message}</p>
      {error && (
        <p role="alert" className="mt-4 flex items-start gap-2 text-sm text-race-300">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant={tone === 'danger' ? 'primary' : 'secondary'} disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
