import { clsx } from 'clsx';

/** Initial of the username on a racing-red tile (members have no pictures). */
export function UserAvatar({ username, className }: { username: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid size-8 shrink-0 place-items-center rounded-md bg-gradient-to-br from-race-500 to-race-700',
        'font-display text-sm font-bold text-white uppercase',
        className,
      )}
    >
      {username.slice(0, 1) || '?'}
    </span>
  );
}
