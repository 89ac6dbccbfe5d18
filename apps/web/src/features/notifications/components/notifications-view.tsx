import type { Notification } from '@paddock/contract';
import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyNotice, ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/** The page number of the address (`?page=`), 1 for anything that is not a positive whole number. */
export function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /notifications: every notification, newest first, a page at a time; following one marks it read. */
export function NotificationsView() {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  const query = useNotifications(page);
  const { markOne, markAll, pending } = useMarkRead();
  const data = query.data;
  const open = (n: Notification) => {
    if (n.readAt === null) markOne(n.id);
  };

  return (
    <PageShell
      eyebrow="Account"
      title="Notifications"
      lead="New liveries from creators you follow, new versions of liveries you follow, comments and replies, and your resolved reports."
      actions={
        <Button variant="secondary" disabled={!data || data.unreadCount === 0 || pending} onClick={markAll}>
          Mark all read
        </Button>
      }
    >
      {query.isError ? (
        <ErrorNotice
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          }
        >
          {query.error.message}
        </ErrorNotice>
      ) : !data ? (
        <LoadingNotice>Loading notifications…</LoadingNotice>
      ) : data.items.length === 0 ? (
        <EmptyNotice>
          <p className="text-lg font-semibold text-ink-50">No notifications yet.</p>
          <p className="mt-2">Follow a creator from their profile, or a livery from its page, to hear what is new.</p>
          <ButtonLink to={paths.browseLiveries.path} variant="secondary" className="mt-6">
            Browse Liveries
          </ButtonLink>
        </EmptyNotice>
      ) : (
        <div className="space-y-8">
          <p className="text-sm text-ink-300" aria-live="polite">
            {data.unreadCount === 0 ? 'All caught up.' : `${data.unreadCount} unread`} · {data.totalCount} in total
          </p>
          <ul
            aria-label="Notifications"
            className="divide-y divide-carbon-700 rounded-xl border border-carbon-700 bg-carbon-850/90 p-2"
          >
            {data.items.map((n) => (
              <li key={n.id} className="py-1">
                <NotificationItem notification={n} onOpen={open} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={data.totalPages}
            disabled={query.isFetching}
            onPageChange={(next) => {
              setParams(next === 1 ? {} : { page: String(next) });
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      )}
    </PageShell>
  );
}
