import type { Notification, NotificationPage } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { NotificationBell } from './notification-bell';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'livery-published',
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
    actor: { id: 7, username: 'Painter' },
    liveryId: 42,
    liveryTitle: 'Gulf 963',
    refId: null,
    excerpt: null,
    ...overrides,
  };
}

const page = (items: Notification[], unreadCount: number): NotificationPage => ({
  items,
  page: 1,
  totalCount: items.length,
  totalPages: 1,
  unreadCount,
});

function renderBell() {
  return renderRoutes([
    { path: '/', element: <NotificationBell /> },
    { path: '/livery/:id/:title', element: <h1>Livery page</h1> },
    { path: '/notifications', element: <h1>Notifications page</h1> },
  ]);
}

describe('NotificationBell', () => {
  it('shows the unread count and lists the latest with what happened', async () => {
    fakeApi({
      'GET /api/notifications/unread-count': ok({ unreadCount: 2 }),
      'GET /api/notifications': ok(
        page(
          [
            notification(),
            notification({ id: 2, kind: 'reply', refId: 5, excerpt: 'Nice lines', readAt: '2026-11-21T00:00:00.000Z' }),
          ],
          2,
        ),
      ),
    });
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' }, WAIT);
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Painter published a new livery: "Gulf 963".', {}, WAIT)).toBeInTheDocument();
    expect(within(menu).getByText('Painter replied to your comment on "Gulf 963".')).toBeInTheDocument();
    expect(within(menu).getByText('“Nice lines”')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('marks one read when it is opened, and all with Mark all read', async () => {
    let unread = 1;
    const api = fakeApi({
      'GET /api/notifications/unread-count': () => ok({ unreadCount: unread }),
      'GET /api/notifications': () => ok(page([notification()], unread)),
      'POST /api/notifications/1/read': () => {
        unread = 0;
        return ok({ unreadCount: 0 });
      },
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return ok({ unreadCount: 0 });
      },
    });
    const user = userEvent.setup();
    const { router } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }, WAIT));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }, WAIT));
    await waitFor(() => expect(api.callsTo('POST', '/api/notifications/read-all')).toHaveLength(1), WAIT);
    expect(await screen.findByRole('button', { name: 'Notifications' }, WAIT)).toBeInTheDocument();

    unread = 1;
    await user.click(await screen.findByText('Painter published a new livery: "Gulf 963".', {}, WAIT));
    await waitFor(() => expect(api.callsTo('POST', '/api/notifications/1/read')).toHaveLength(1), WAIT);
    expect(router.state.location.pathname).toBe('/livery/42/gulf-963');
  });
});

describe('NotificationBell: one unread count (issue 34 §21)', () => {
  it('the badge takes the count of the list it opens, and a newer count re-reads the list', async () => {
    let unread = [notification({ id: 1 })];
    let countAnswer = 1;
    const api = fakeApi({
      'GET /api/notifications/unread-count': () => ok({ unreadCount: countAnswer }),
      'GET /api/notifications': () => ok(page(unread, unread.length)),
    });
    const user = userEvent.setup();
    const { queryClient } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' }, WAIT);

    // A second notification arrives between the count's poll and the opening of the panel.
    unread = [notification({ id: 2, liveryTitle: 'Martini 956' }), notification({ id: 1 })];
    await user.click(bell);
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText(/Martini 956/, {}, WAIT)).toBeInTheDocument();
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('2');
    expect(bell).toHaveAccessibleName('Notifications (2 unread)');

    // The next poll finds a third while the panel is open: the list is read again to match.
    countAnswer = 3;
    unread = [notification({ id: 3, liveryTitle: 'Rothmans 962' }), ...unread];
    const listReads = api.callsTo('GET', '/api/notifications').length;
    await queryClient.refetchQueries({ queryKey: ['notifications', 'unread-count'] });
    expect(await within(menu).findByText(/Rothmans 962/, {}, WAIT)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/notifications').length).toBe(listReads + 1);
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('3');
  });
});
