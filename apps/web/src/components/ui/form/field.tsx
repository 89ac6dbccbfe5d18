import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The flat input look of the upload and contact forms (the error shows through aria-invalid);
 * the text size and height come from the caller. The auth and admin forms use `inputClasses`.
 * Focus is the site's focus amber, never the red of an error (issue 34 §12: a focused, empty
 * Description read as refused); a field in error stays red while focused.
 */
export const flatInputClasses = (className?: string) =>
  clsx(
    'w-full rounded-md border border-carbon-600 bg-carbon-850 px-3 text-ink-50 placeholder:text-ink-500',
    'transition-colors hover:border-carbon-500 focus:border-signal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-signal-400/30',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-race-500 aria-[invalid=true]:focus:border-race-500',
    className,
  );

/** A label with an optional required mark and a note on the right (e.g. a character count). */
export function FieldLabel({
  htmlFor,
  children,
  required,
  aside,
}: {
  htmlFor?: string;
  children: ReactNode;
  required?: boolean;
  aside?: ReactNode;
}) {
  return (
    <div className="mb-1.5 flex items-baseline justify-between gap-3">
      <label htmlFor={htmlFor} className="text-sm font-semibold text-ink-200">
        {children}
        {required && (
          <span className="ml-0.5 text-race-400" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {aside && <span className="text-xs text-ink-500 tabular-nums">{aside}</span>}
    </div>
  );
}

/** A field's message; tied to its control through aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-race-300">
      {message}
    </p>
  );
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs leading-relaxed text-ink-500">
      {children}
    </p>
  );
}

/** A labelled, required form control with its error (announced) and an optional hint on the right. */
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
