import type { Notification, NotificationPage } from '@paddock/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { NotificationsView, pageFromSearch } from './notifications-view';

const item = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'report-resolved',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  actor: null,
  liveryId: null,
  liveryTitle: `Livery ${id}`,
  refId: id,
  excerpt: null,
  ...overrides,
});

describe('NotificationsView', () => {
  it('pages through the notifications with the page in the address', async () => {
    const api = fakeApi({
      'GET /api/notifications': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const answer: NotificationPage = {
          items: [item(page === 1 ? 30 : 10)],
          page,
          totalCount: 21,
          totalPages: 2,
          unreadCount: 3,
        };
        return ok(answer);
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/notifications', element: <NotificationsView /> }], '/notifications');
    expect(
      await screen.findByText(
        'Your report on "Livery 30" was resolved. Thank you for helping keep Paddock clean.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 unread · 21 in total/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText(/Livery 10/, {}, WAIT)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET', '/api/notifications').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says so when there is nothing yet', async () => {
    fakeApi({
      'GET /api/notifications': ok({ items: [], page: 1, totalCount: 0, totalPages: 0, unreadCount: 0 }),
    });
    renderRoutes([{ path: '/notifications', element: <NotificationsView /> }], '/notifications');
    expect(await screen.findByText('No notifications yet.', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled());
  });

  it('reads the page number from the address, 1 for nonsense', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=abc', '']) {
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
    }
  });
});
