import type { DashboardStats, ReportStats } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminLayout from '@/app/routes/admin/admin-layout';
import { admin, json, mockApi, renderWithAuth } from '@/test/auth-testing';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

const reportStats = (pendingCount: number): ReportStats => ({
  pendingCount,
  investigatingCount: 1,
  resolvedCount: 4,
  dismissedCount: 2,
  totalReports: pendingCount + 7,
});

const dashboard = { totalUsers: 1302, totalLiveries: 57 } as DashboardStats;

function renderLayout() {
  const api = mockApi({
    user: admin,
    routes: {
      'GET /api/reports/stats': () => json(200, reportStats(3)),
      'GET /api/dashboard/stats': () => json(200, dashboard),
    },
  });
  const view = renderWithAuth(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'reports', element: <h1>Reports page</h1> },
          { path: 'tags', element: <h1>Tags page</h1> },
        ],
      },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    '/admin/reports',
    { user: admin },
  );
  return { ...api, ...view };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Admin Panel' });

describe('Admin layout', () => {
  it('shows the real totals, the section and the pending-report badge on the Reports link', async () => {
    renderLayout();
    const totals = screen.getByLabelText('Site totals');
    await waitFor(() => expect(totals).toHaveTextContent('1,302 users'));
    expect(totals).toHaveTextContent('57 liveries');
    expect(await within(sidebar()).findByRole('link', { name: 'Reports (3 pending)' })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(screen.getAllByText('Reports & Moderation').length).toBeGreaterThan(0);
    const links = [
      'Dashboard',
      'Users',
      'Liveries',
      'Collections',
      'Audit Log',
      'Car Classes',
      'Car Models',
      'Tags',
      'Contact Inbox',
    ];
    for (const name of links) {
      expect(within(sidebar()).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sidebar()).getByText('System Settings')).toBeInTheDocument();
    // Issue 34 §22: the audit log is reachable from the sidebar.
    expect(within(sidebar()).getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/audit');
  });

  it('collapses the sidebar and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLayout();
    await user.click(within(sidebar()).getByRole('button', { name: 'Collapse sidebar' }));
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(within(sidebar()).queryByText('System Settings')).not.toBeInTheDocument();
    unmount();

    renderLayout();
    expect(within(sidebar()).getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    // Labels stay for screen readers while only icons show.
    expect(within(sidebar()).getByRole('link', { name: 'Tags' })).toBeInTheDocument();
  });

  it('logs out to the login page', async () => {
    const user = userEvent.setup();
    const { bodiesSentTo, router } = renderLayout();
    await user.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(bodiesSentTo('POST /api/auth/sign-out')).toHaveLength(1);
  });
});
