import type { CurrentUser } from '@paddock/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterAll, vi } from 'vitest';
import { watchSession } from '@/lib/session/session';
import { createTestQueryClient } from '@/test/render';

export const member: CurrentUser = { id: 2, username: 'marco', email: 'marco@example.com', role: 'user' };
export const admin: CurrentUser = { id: 1, username: 'lena', email: 'lena@example.com', role: 'admin' };
export const moderator: CurrentUser = { id: 3, username: 'mo', email: 'mo@example.com', role: 'moderator' };

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** better-auth's error body. */
export const authError = (status: number, code: string, message = code) => json(status, { code, message });
/** Our API's error body. */
export const apiError = (status: number, code: string, message: string) =>
  json(status, { statusCode: status, code, message });

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;
export interface ApiState {
  user: CurrentUser | null;
}
type Routes = Record<string, Handler>;

/**
 * better-auth's sign-in at `path` (by e-mail, or `/api/auth/sign-in/username`): the member is signed
 * in, and the answer is better-auth's own shape. Give it to `mockApi({ routes })`.
 */
export const acceptSignIn =
  (path = '/api/auth/sign-in/email') =>
  (state: ApiState): Routes => ({
    [`POST ${path}`]: () => {
      state.user = member;
      return json(200, { redirect: false, token: 't', user: { id: '2', email: member.email } });
    },
  });

/**
 * A fake API at the fetch boundary. `GET /api/session` answers `state.user` (null when signed out) and
 * `POST /api/auth/sign-out` clears it, unless `routes` ("METHOD /path") say otherwise.
 */
export function mockApi(options: { user?: CurrentUser | null; routes?: Routes | ((state: ApiState) => Routes) } = {}) {
  const state: ApiState = { user: options.user ?? null };
  const routes = typeof options.routes === 'function' ? options.routes(state) : (options.routes ?? {});
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const handler = routes[key];
    if (handler) return handler(body, url);
    if (key === 'GET /api/session') return json(200, { user: state.user });
    if (key === 'POST /api/auth/sign-out') {
      state.user = null;
      return json(200, { success: true });
    }
    return apiError(404, 'NOT_FOUND', `No route for ${key}.`);
  });
  vi.stubGlobal('fetch', fetchMock);

  /** The parsed JSON bodies sent to "METHOD /path". */
  const bodiesSentTo = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === key;
      })
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

  return { fetchMock, state, bodiesSentTo };
}

// A toast that timed out or was dismissed removes itself 200 ms later (sonner's TIME_BEFORE_UNMOUNT),
// a timer cleanup() cannot cancel. Let it fire before the file's jsdom is torn down: firing after,
// it fails the whole run with "window is not defined" (a CI run on two busy cores hit it).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));

/** Renders routes in a memory router with a query client (session watcher on) and the toaster. */
export function renderWithAuth(
  routes: RouteObject[],
  initialPath = '/',
  { user, queryClient = createTestQueryClient() }: { user?: CurrentUser | null; queryClient?: QueryClient } = {},
) {
  watchSession(queryClient);
  if (user !== undefined) queryClient.setQueryData(['users', 'me'], user);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** One page at `path`, plus stand-ins for the places it can send the visitor to. */
export function pageRoutes(path: string, element: ReactNode): RouteObject[] {
  return [
    { path, element },
    { path: '/', element: <h1>Home page</h1> },
    { path: '/login', element: <h1>Login page</h1> },
    { path: '/my-liveries', element: <h1>My Liveries page</h1> },
    { path: '/settings', element: <h1>Settings page</h1> },
    { path: '*', element: <h1>Elsewhere</h1> },
  ].filter((route, index, all) => all.findIndex((other) => other.path === route.path) === index);
}

/** better-auth's reset-link endpoint: a redirect back to /update-password with the token or an error. */
export function resetLinkCheck(verdict: 'valid' | 'invalid') {
  return (_: unknown, url: URL) => {
    const token = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const landed = verdict === 'valid' ? `?token=${token}` : '?error=INVALID_TOKEN';
    const response = new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    Object.defineProperty(response, 'redirected', { value: true });
    Object.defineProperty(response, 'url', { value: `http://localhost/update-password${landed}` });
    return response;
  };
}
