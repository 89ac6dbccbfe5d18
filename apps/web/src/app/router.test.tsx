import { MESSAGES } from '@paddock/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/layout/root-layout';
import { paths } from '@/config/paths';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@/lib/page-meta';
import { liveryDetail } from '@/test/factories';
import { fakeApi, ok } from '@/test/fake-api';
import { mockCurrentUser, renderRoutes } from '@/test/render';
import { RouteError } from './route-error';
import { routes } from './router';

// Login-only and admin pages sit behind the guard: these tests visit them as an admin.
const admin = { id: 1, username: 'lena', email: 'lena@example.com', role: 'admin' } as const;

const robots = () => document.head.querySelector('meta[name="robots"]');
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('routes', () => {
  it('apply each page title, description and no-index flag after navigation', async () => {
    mockCurrentUser(admin);
    const { router } = renderRoutes(routes, '/liveries');

    expect(await screen.findByRole('heading', { level: 1, name: 'Explore All Liveries' })).toBeInTheDocument();
    expect(document.title).toBe('Explore All Liveries | Paddock');
    expect(description()).toBe(paths.browseLiveries.meta.description);
    expect(robots()).toBeNull();

    await act(() => router.navigate('/my-liveries'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Liveries' })).toBeInTheDocument();
    expect(document.title).toBe('My Liveries | Paddock');
    expect(robots()).toHaveAttribute('content', 'noindex');

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Bring your colours/ })).toBeInTheDocument();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(description()).toBe(DEFAULT_DESCRIPTION);
    expect(robots()).toBeNull();
  });

  it('redirects /admin to the dashboard and marks admin pages no-index', async () => {
    mockCurrentUser(admin);
    const { router } = renderRoutes(routes, '/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(document.title).toBe('Admin Dashboard | Paddock');
    expect(robots()).toHaveAttribute('content', 'noindex');
  });

  it.each([
    ['/livery/7/gulf-963', 'Livery Details'],
    ['/livery/7', 'Livery Details'],
    ['/liveries/7/gulf-963/edit', 'Edit Livery'],
    ['/users/3/liveries', 'User Profile'],
    ['/upload', 'Upload Livery'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/update-password', 'Update Password'],
    ['/settings', 'Account Settings'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/admin/users', 'User Management'],
    ['/admin/liveries', 'Livery Management'],
    ['/admin/reports', 'Reports & Moderation'],
    ['/admin/car-classes', 'Car Classes'],
    ['/admin/car-models', 'Car Models'],
    ['/no/such/page', 'Page Not Found'],
  ])('%s shows its page', async (path, heading) => {
    mockCurrentUser(admin);
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('moves /livery/{id} to the canonical address once the livery is known, replacing the short one', async () => {
    fakeApi({
      'GET /api/session': ok({ user: null }),
      'GET /api/liveries/7': ok(liveryDetail({ id: 7, title: 'Gulf Heritage 963' })),
      'GET /api/liveries/7/related': ok([]),
    });
    const { router } = renderRoutes(routes, '/livery/7?ref=share');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gulf Heritage 963' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/livery/7/gulf-heritage-963'));
    expect(router.state.location.search).toBe('?ref=share');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the navigation alert inside the layout when a page fails to load', async () => {
    mockCurrentUser(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [
        {
          element: <RootLayout />,
          children: [
            {
              errorElement: <RouteError />,
              hydrateFallbackElement: <div />,
              children: [{ path: '/', lazy: () => Promise.reject(new Error('chunk gone')) }],
            },
          ],
        },
      ],
      '/',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.navigation.failed);
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
