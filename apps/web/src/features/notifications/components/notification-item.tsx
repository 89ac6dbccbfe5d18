import { type Notification, notificationText, quotedExcerpt } from '@paddock/contract';
import { clsx } from 'clsx';
import type { HTMLAttributes, MouseEvent, Ref } from 'react';
import { Link } from 'react-router';
import { liveryDetailPath, userProfilePath } from '@/config/livery-path';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Where a notification leads: its livery, else the member who acted, else nowhere. */
export function notificationHref(n: Notification): string | null {
  if (n.liveryId !== null) return liveryDetailPath(n.liveryId, n.liveryTitle);
  if (n.actor) return userProfilePath(n.actor.id);
  return null;
}

/**
 * One notification: what happened, the comment's start, when, and an unread dot. Following its
 * link marks it read (`onOpen`). Other props (a menu item's role, keys, ref) go to its root, so
 * the bell's menu can take it `asChild`.
 */
export function NotificationItem({
  notification: n,
  onOpen,
  compact = false,
  className,
  onClick,
  ref,
  ...rest
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  compact?: boolean;
  ref?: Ref<HTMLAnchorElement & HTMLDivElement>;
} & HTMLAttributes<HTMLElement>) {
  const unread = n.readAt === null;
  const to = notificationHref(n);
  const body = (
    <>
      <span
        aria-hidden="true"
        className={clsx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-race-500' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span className={clsx('block break-words', unread ? 'font-semibold text-ink-50' : 'text-ink-200')}>
          {notificationText(n)}
        </span>
        {quotedExcerpt(n) && (
          <span className={clsx('mt-1 block text-ink-300 italic', compact && 'line-clamp-2')}>
            “{quotedExcerpt(n)}”
          </span>
        )}
        <span className="mt-1 block text-xs text-ink-400">
          <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
          {unread && <span className="sr-only"> (unread)</span>}
        </span>
      </span>
    </>
  );
  const classes = clsx(
    'flex gap-3 rounded-md px-3 py-2.5 text-sm outline-none',
    to && 'hover:bg-carbon-700/70 focus-visible:bg-carbon-700/70',
    className,
  );
  const open = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    onOpen(n);
  };
  return to ? (
    <Link ref={ref} to={to} className={classes} onClick={open} {...rest}>
      {body}
    </Link>
  ) : (
    <div ref={ref} className={classes} {...rest}>
      {body}
    </div>
  );
}
