import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons/common-icons';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** False while work is in progress: Escape, outside clicks and the close button do nothing. */
  dismissible?: boolean;
  /** Accent of the top stripe (race red unless told). */
  tone?: 'default' | 'danger';
  children: ReactNode;
  className?: string;
}

/** An accessible dialog (Radix): focus is trapped inside and returns to the trigger on close. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  tone = 'default',
  children,
  className,
}: ModalProps) {
  const guard = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (dismissible || next) && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-carbon-950/80 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={guard}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            // clsx does not merge Tailwind classes: a caller's own max-w-* replaces the default width.
            !className?.includes('max-w-') && 'max-w-lg',
            'animate-fade-up overflow-hidden rounded-xl border border-carbon-600 bg-carbon-850 shadow-[0_30px_80px_-20px_rgb(0_0_0/0.9)]',
            className,
          )}
        >
          <div
            aria-hidden="true"
            className={clsx('h-1 shrink-0', tone === 'danger' ? 'bg-race-500' : 'racing-stripe')}
          />
          <div className="overflow-y-auto p-6">
            <div className="pr-8">
              <Dialog.Title className="display-heading text-2xl sm:text-3xl">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-2 text-sm text-ink-300">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <div className="mt-5">{children}</div>
          </div>
          <Dialog.Close
            disabled={!dismissible}
            aria-label="Close"
            className="absolute top-4 right-4 grid size-9 place-items-center rounded-md text-ink-400 hover:bg-carbon-700 hover:text-ink-50 disabled:opacity-40"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
