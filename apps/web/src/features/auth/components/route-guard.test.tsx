import { MESSAGES } from '@paddock/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { paths, type RouteKey } from '@/config/paths';
import { admin, apiError, json, member, mockApi, moderator, renderWithAuth } from '@/test/auth-testing';
import { RouteGuard } from './route-guard';

const alert = () => vi.spyOn(window, 'alert').mockImplementation(() => {});

/** The real route table: the guard as wired in the router. */
const visit = (path: string) => renderWithAuth(routes, path);

describe('RouteGuard (as wired in the router)', () => {
  it('sends a signed-out visitor to Login with the intended path and search', async () => {
    mockApi({ user: null });
    const { router } = visit('/settings?tab=password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/settings?tab=password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it.each(['/upload', '/my-liveries', '/liveries/7/gulf-963/edit', '/admin/users'])(
    'guards %s for signed-out visitors',
    async (path) => {
      mockApi({ user: null });
      const spy = alert();
      const { router } = visit(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
      expect(spy).not.toHaveBeenCalled();
    },
  );

  it('lets a member into login-only pages', async () => {
    mockApi({ user: member });
    visit('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
  });

  it.each([
    ['a member', member],
    ['a moderator', moderator],
  ])('turns %s away from the admin area with the alert, to Home', async (_, who) => {
    mockApi({ user: who });
    const spy = alert();
    const { router } = visit('/admin/users');

    await waitFor(() => expect(spy).toHaveBeenCalledWith(MESSAGES.auth.accessDenied));
    expect(spy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'User Management' })).not.toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    mockApi({ user: admin });
    const spy = alert();
    visit('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('goes Home when the profile cannot be read, telling a banned member why', async () => {
    mockApi({ routes: { 'GET /api/session': () => apiError(403, 'BANNED', MESSAGES.auth.banned) } });
    const spy = alert();
    const { router } = visit('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(MESSAGES.auth.banned)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('goes Home on a server failure', async () => {
    mockApi({ routes: { 'GET /api/session': () => json(500, { statusCode: 500, code: 'X', message: 'Boom.' }) } });
    const { router } = visit('/my-liveries');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reports a failure of the check itself and goes Home', async () => {
    mockApi({ routes: { 'GET /api/session': () => Promise.reject(new TypeError('Failed to fetch')) } });
    const spy = alert();
    const { router } = visit('/admin/dashboard');
    await waitFor(() => expect(spy).toHaveBeenCalledWith(MESSAGES.auth.permissionCheckFailed));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the member to Login when the session ends on a guarded page', async () => {
    const api = mockApi({ user: member });
    const { router, queryClient } = visit('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });

    api.state.user = null;
    await act(() => queryClient.invalidateQueries({ queryKey: ['users', 'me'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/settings');
  });

  // Two lazy pages (Settings, then Home) load for the first time here: slow on a busy machine.
  it('lets a member who logs out from a guarded page go Home, not to the login page', async () => {
    let answerSignOut = () => {};
    const signOutAnswered = new Promise<void>((resolve) => {
      answerSignOut = resolve;
    });
    const api = mockApi({
      user: member,
      routes: (state) => ({
        // The server has ended the session; its answer is held until the guard has checked again.
        'POST /api/auth/sign-out': async () => {
          state.user = null;
          await signOutAnswered;
          return json(200, { success: true });
        },
      }),
    });
    const user = userEvent.setup();
    const { router, queryClient } = visit('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    const navigations = vi.spyOn(router, 'navigate');

    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(api.bodiesSentTo('POST /api/auth/sign-out')).toHaveLength(1));
    // The member is forgotten while the sign-out is still on its way (a refetch, another tab):
    // the guard checks again on the page it let them into, and decides they are out.
    await act(() => queryClient.invalidateQueries({ queryKey: ['users', 'me'] }));
    expect(await screen.findByText('Checking access...')).toBeInTheDocument();

    answerSignOut();
    await screen.findByRole('link', { name: 'Login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    // Only the sign-out's own way Home: the guard never sent the member to the login page.
    expect(navigations.mock.calls.map(([to]) => to)).toEqual(['/']);
  }, 20_000);

  it('shows a status, not the page, while checking', async () => {
    mockApi({ routes: { 'GET /api/session': () => new Promise<Response>(() => {}) } });
    renderWithAuth([{ element: <RouteGuard access="login" />, children: [{ path: '/', element: <h1>Secret</h1> }] }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Checking access...');
    expect(screen.queryByRole('heading', { name: 'Secret' })).not.toBeInTheDocument();
  });
});

describe('router wiring', () => {
  /** Every route id under a guard, with the guard's access. */
  function guardedIds(list: RouteObject[], access: string | null = null, found = new Map<string, string | null>()) {
    for (const route of list) {
      const guard = typeof route.id === 'string' && route.id.startsWith('guard-') ? route.id.slice(6) : access;
      if (route.id) found.set(route.id, guard);
      if (route.children) guardedIds(route.children, guard, found);
    }
    return found;
  }

  it('puts every route behind the guard its access in paths.ts asks for', () => {
    const found = guardedIds(routes);
    for (const [key, definition] of Object.entries(paths)) {
      const expected = definition.access === 'open' ? null : definition.access;
      expect([key, found.get(key as RouteKey) ?? null]).toEqual([key, expected]);
    }
  });
});
