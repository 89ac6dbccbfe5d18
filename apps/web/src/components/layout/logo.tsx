import { clsx } from 'clsx';
import { Link } from 'react-router';

/** Three slanted livery stripes: the Paddock mark (also the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={clsx('size-8', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--color-carbon-800)" />
      <path d="M9 25 15.5 7h5L14 25z" fill="var(--color-race-500)" />
      <path d="M16.5 25 23 7h3.5L20 25z" fill="var(--color-signal-400)" />
      <path d="M5 25 8 17h3.2l-3 8z" fill="var(--color-ink-50)" />
    </svg>
  );
}

/** `compact` hides the wordmark on mid-size screens, where an admin's longer header needs the room. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      to="/"
      aria-label="Paddock home"
      className={clsx('group flex shrink-0 items-center gap-2.5 rounded-md py-1 pr-1', className)}
    >
      <LogoMark className="transition-transform duration-200 group-hover:-skew-x-6" />
      <span
        className={clsx(
          'display-heading text-[1.45rem] leading-none tracking-wide text-ink-50',
          compact && 'nav:max-lg:hidden',
        )}
      >
        Padd<span className="text-race-500">o</span>ck
      </span>
    </Link>
  );
}
