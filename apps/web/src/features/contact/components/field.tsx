import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded-md border border-carbon-600 bg-carbon-850 px-3 text-base text-ink-50 sm:text-sm placeholder:text-ink-500 transition-colors hover:border-carbon-500 focus:border-race-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-race-500/40 aria-[invalid=true]:border-race-500';

/** A labelled form control with its error (announced) and an optional hint on the right. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-50">
          {label}{' '}
          <span aria-hidden="true" className="text-race-400">
            *
          </span>
        </label>
        {hint && <span className="text-xs text-ink-400 tabular-nums">{hint}</span>}
      </div>
      {children}
      {error && (
        <p role="alert" className="text-sm text-race-300">
          {error}
        </p>
      )}
    </div>
  );
}
