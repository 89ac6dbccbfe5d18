import { NOTIFICATION_RULES, type Notification } from '@paddock/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../api/mark-read';
import { BellIcon } from './notification-icons';
import { NotificationItem, notificationHref } from './notification-item';

const itemClass = clsx(
  'block cursor-pointer rounded-md outline-none select-none',
  'data-highlighted:bg-carbon-700 data-disabled:cursor-default data-disabled:opacity-50',
);

/**
 * The header's bell (signed-in members only): the unread count on its corner, and a menu with the
 * latest notifications, "Mark all read" and a link to the Notifications page. Radix gives it
 * arrow-key focus, Escape and outside-click closing.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(true).data?.unreadCount ?? 0;
  const latest = useNotifications(1, open);
  const { markOne, markAll, pending } = useMarkRead();
  const items = latest.data?.items.slice(0, NOTIFICATION_RULES.bellCount) ?? [];
  // One source (issue 34 §21): a list read sets the count; a newer count than the open list's re-reads it.
  const listed = latest.data?.unreadCount;
  const { refetch, isFetching } = latest;
  useEffect(() => {
    if (open && listed !== undefined && listed !== count && !isFetching) void refetch();
  }, [open, listed, count, isFetching, refetch]);
  const openItem = (n: Notification) => {
    if (n.readAt === null) markOne(n.id);
  };

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        aria-label={count > 0 ? `Notifications (${count} unread)` : 'Notifications'}
        className="relative grid size-10 shrink-0 place-items-center rounded-md border border-carbon-600 text-ink-50 hover:bg-carbon-800 data-[state=open]:border-race-500"
      >
        <BellIcon className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-1.5 -right-1.5 min-w-5 rounded-sm bg-race-500 px-1 text-center text-xs leading-5 font-bold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] animate-fade-up rounded-lg border border-carbon-600 bg-carbon-850 p-1.5 shadow-2xl shadow-black/60"
        >
          <div className="flex items-center justify-between gap-2 px-3 pt-1.5 pb-1.5">
            <DropdownMenu.Label className="font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase">
              Notifications
            </DropdownMenu.Label>
            <DropdownMenu.Item
              disabled={count === 0 || pending}
              // Stays open: the member sees the dots go.
              onSelect={(event) => {
                event.preventDefault();
                markAll();
              }}
              className={clsx(itemClass, 'px-3 py-1.5 text-sm font-semibold text-ink-200')}
            >
              Mark all read
            </DropdownMenu.Item>
          </div>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-carbon-600" />
          {latest.isPending ? (
            <p role="status" className="px-3 py-4 text-sm text-ink-400">
              Loading notifications…
            </p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-ink-300">
              No notifications yet. Follow creators and liveries to hear about what they publish.
            </p>
          ) : (
            <div className="max-h-[60vh] overflow-y-auto">
              {items.map((n) =>
                notificationHref(n) ? (
                  <DropdownMenu.Item key={n.id} asChild className={itemClass}>
                    <NotificationItem notification={n} onOpen={openItem} compact />
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item key={n.id} className={itemClass} onSelect={() => openItem(n)}>
                    <NotificationItem notification={n} onOpen={openItem} compact />
                  </DropdownMenu.Item>
                ),
              )}
            </div>
          )}
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-carbon-600" />
          <DropdownMenu.Item asChild className={clsx(itemClass, 'text-center')}>
            <Link to={paths.notifications.path} className="h-10 text-sm leading-10 font-semibold text-race-300">
              See all notifications
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
