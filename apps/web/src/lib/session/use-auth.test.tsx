import type { CurrentUser } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { type AuthState, useAuth } from '@/lib/session/use-auth';
import { admin, apiError, json, member, mockApi, moderator, renderWithAuth } from '@/test/auth-testing';
import { forgetPageAnswers, pageCarries } from '@/test/page-answers';

/** Renders the hook's state as text so each test can read it. */
function Probe({ onState }: { onState?: (state: AuthState) => void }) {
  const auth = useAuth();
  onState?.(auth);
  return (
    <div>
      <p data-testid="state">
        {JSON.stringify({
          user: auth.user?.username ?? null,
          isLoading: auth.isLoading,
          isInitialised: auth.isInitialised,
          isAdmin: auth.isAdmin,
          isModerator: auth.isModerator,
          hasAdminAccess: auth.hasAdminAccess,
        })}
      </p>
      <button type="button" onClick={() => void auth.logout()}>
        Logout
      </button>
    </div>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

function renderProbe(path = '/settings') {
  let latest: AuthState | undefined;
  const view = renderWithAuth(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '*', element: <Probe onState={(s) => (latest = s)} /> },
    ],
    path,
  );
  return { ...view, auth: () => latest as AuthState };
}

describe('useAuth', () => {
  afterEach(forgetPageAnswers);

  it('knows a visitor is signed out from the first render when the page carries the session answer', () => {
    pageCarries({ '/api/session': { user: null } });
    const { bodiesSentTo } = mockApi({ user: member });
    renderProbe();
    expect(state()).toMatchObject({ user: null, isLoading: false, isInitialised: true });
    expect(bodiesSentTo('GET /api/session')).toHaveLength(0);
  });

  it('starts loading and not initialised, then reads the session', async () => {
    mockApi({ user: member });
    renderProbe();
    expect(state()).toMatchObject({ user: null, isLoading: true, isInitialised: false });
    await waitFor(() => expect(state()).toMatchObject({ user: 'marco', isLoading: false, isInitialised: true }));
  });

  it('is initialised and signed out after a 401', async () => {
    mockApi({ user: null });
    renderProbe();
    await waitFor(() => expect(state()).toMatchObject({ user: null, isLoading: false, isInitialised: true }));
  });

  it('clears the user when the profile cannot be read', async () => {
    mockApi({ routes: { 'GET /api/session': () => json(500, { message: 'Boom.' }) } });
    renderProbe();
    await waitFor(() => expect(state()).toMatchObject({ user: null, isLoading: false, isInitialised: true }));
  });

  it.each<[string, CurrentUser, object]>([
    ['an admin', admin, { isAdmin: true, isModerator: false, hasAdminAccess: true }],
    ['a moderator', moderator, { isAdmin: false, isModerator: true, hasAdminAccess: true }],
    ['a member', member, { isAdmin: false, isModerator: false, hasAdminAccess: false }],
  ])('derives the role flags for %s', async (_, who, flags) => {
    mockApi({ user: who });
    renderProbe();
    await waitFor(() => expect(state()).toMatchObject({ user: who.username, ...flags }));
  });

  it('logout: loading on, sign out, go Home, clear, loading off', async () => {
    let finishSignOut: (response: Response) => void = () => {};
    const { state: server, bodiesSentTo } = mockApi({
      user: member,
      routes: (s) => ({
        'POST /api/auth/sign-out': () =>
          new Promise<Response>((resolve) => {
            finishSignOut = (response) => {
              s.user = null;
              resolve(response);
            };
          }),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderProbe();
    await waitFor(() => expect(state().user).toBe('marco'));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(state()).toMatchObject({ isLoading: true });
    expect(bodiesSentTo('POST /api/auth/sign-out')).toEqual([{}]);

    finishSignOut(json(200, { success: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.user).toBeNull();
  });

  it('logout still clears the member when the session was already gone', async () => {
    mockApi({ user: member, routes: { 'POST /api/auth/sign-out': () => apiError(401, 'UNAUTHORIZED', 'Sign in.') } });
    const { auth, queryClient, router } = renderProbe();
    await waitFor(() => expect(auth().user).not.toBeNull());
    await act(() => auth().logout());
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(['users', 'me'])).toBeNull();
  });

  it('refreshUser re-reads the profile only when a session exists, and a 401 signs out', async () => {
    const { state: server, fetchMock } = mockApi({ user: member });
    const { auth } = renderProbe();
    await waitFor(() => expect(auth().user?.username).toBe('marco'));

    server.user = { ...member, username: 'marco_r' };
    await act(async () => {
      expect(await auth().refreshUser()).toMatchObject({ username: 'marco_r' });
    });
    await waitFor(() => expect(state().user).toBe('marco_r'));

    server.user = null;
    await act(async () => {
      expect(await auth().refreshUser()).toBeNull();
    });
    await waitFor(() => expect(state().user).toBeNull());

    const calls = fetchMock.mock.calls.length;
    await act(async () => {
      expect(await auth().refreshUser()).toBeNull();
    });
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});

describe('watchSession', () => {
  function Other() {
    const query = useQuery({ queryKey: ['mine'], queryFn: () => api.get('/api/liveries/my-liveries') });
    return <p>{query.status}</p>;
  }

  it('clears the member when any call answers 401', async () => {
    mockApi({
      user: member,
      routes: { 'GET /api/liveries/my-liveries': () => apiError(401, 'UNAUTHORIZED', 'Sign in.') },
    });
    const { queryClient } = renderWithAuth([{ path: '*', element: <Other /> }], '/', { user: member });
    await screen.findByText('error');
    expect(queryClient.getQueryData(['users', 'me'])).toBeNull();
  });

  it('leaves the member alone on other failures', async () => {
    mockApi({
      user: member,
      routes: { 'GET /api/liveries/my-liveries': () => apiError(403, 'FORBIDDEN', 'No.') },
    });
    const { queryClient } = renderWithAuth([{ path: '*', element: <Other /> }], '/', { user: member });
    await screen.findByText('error');
    expect(queryClient.getQueryData(['users', 'me'])).toEqual(member);
  });
});
