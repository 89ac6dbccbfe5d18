import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** A small text button in a table row's actions cell; `label` is its accessible name, e.g. 'Edit alice'. */
export function RowAction({
  label,
  tone = 'default',
  children,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; tone?: 'default' | 'danger'; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={clsx(
        // Disabled buttons keep pointer events so their title (the reason) still shows on hover.
        'h-8 rounded-md border px-2.5 text-xs font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-40',
        tone === 'danger'
          ? 'border-race-500/40 text-race-300 enabled:hover:bg-race-500/15'
          : 'border-carbon-600 text-ink-200 enabled:hover:border-ink-400 enabled:hover:text-ink-50',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

const pillTones = {
  neutral: 'border-carbon-500 text-ink-200',
  good: 'border-pit-500/50 bg-pit-500/10 text-pit-400',
  warn: 'border-signal-400/50 bg-signal-400/10 text-signal-300',
  bad: 'border-race-500/50 bg-race-500/10 text-race-300',
} as const;

/** A small outlined label for a status or role. */
export function Pill({ tone = 'neutral', children }: { tone?: keyof typeof pillTones; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        pillTones[tone],
      )}
    >
      {children}
    </span>
  );
}
