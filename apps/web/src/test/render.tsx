import type { CurrentUser } from '@paddock/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A fake API: /api/session answers the user (null when signed out) until /api/auth/sign-out; others get 404. */
export function mockCurrentUser(signedIn: CurrentUser | null) {
  let user = signedIn;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/session')) return json(200, { user });
    if (url.endsWith('/api/auth/sign-out')) {
      user = null;
      return json(200, { success: true });
    }
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders routes in a memory router with a fresh query client. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `/`, with a catch-all so links can be followed. */
export function renderWithRouter(element: ReactNode, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], initialPath);
}
