import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/icons/livery-icons';

/** A status line while something loads (announced politely to screen readers). */
export function LoadingNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={clsx('flex items-center gap-3 text-ink-300', className)}>
      <span
        aria-hidden="true"
        className="size-4 shrink-0 animate-spin rounded-full border-2 border-carbon-500 border-t-race-500"
      />
      {children}
    </p>
  );
}

/** An error box, optionally with an action such as Try Again or Back to Browse. */
export function ErrorNotice({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col gap-4 rounded-lg border border-race-500/40 bg-race-500/10 p-5 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="flex items-start gap-3 text-ink-50">
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-race-400" />
        <span>{children}</span>
      </p>
      {action}
    </div>
  );
}

/** A quiet panel for empty lists. */
export function EmptyNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={clsx(
        'rounded-xl border border-dashed border-carbon-600 bg-carbon-850/50 px-6 py-12 text-center text-ink-300',
        className,
      )}
    >
      {children}
    </div>
  );
}
