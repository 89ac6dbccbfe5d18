import type { DashboardStats } from '@paddock/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { AdminDashboard } from './admin-dashboard';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000 - 5_000).toISOString();
const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-05-${String(i + 1).padStart(2, '0')}`,
  count: i % 3,
}));

const stats: DashboardStats = {
  totalUsers: 1302,
  totalLiveries: 57,
  totalDownloads: 48211,
  pendingReports: 4,
  totalComments: 31,
  commentsLast7Days: 6,
  recentActivities: [
    { id: 'report-9', type: 'report', text: 'marco reported "Gulf 963"', timestamp: minutesAgo(5) },
    { id: 'user-3', type: 'user', text: 'lena joined', timestamp: minutesAgo(3 * 60) },
  ],
  newUsersLast30Days: days,
  newLiveriesLast30Days: days,
  topCarClasses: [
    { name: 'Hypercar', count: 30 },
    { name: 'LMGT3', count: 12 },
  ],
};

describe('Admin dashboard', () => {
  it('shows the four totals, both charts and recent activity with relative time', async () => {
    fakeApi({ 'GET /api/dashboard/stats': ok(stats) });
    renderWithRouter(<AdminDashboard />);

    const users = await screen.findByRole('link', { name: /Users\s*1,302/ }, WAIT);
    expect(users).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /Liveries\s*57/ })).toBeInTheDocument();
    expect(screen.getByText('48,211')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Pending Reports\s*4/ })).toHaveAttribute('href', '/admin/reports');
    expect(screen.getByText('31')).toBeInTheDocument();
    expect(screen.getByText('6 in the last 7 days')).toBeInTheDocument();

    expect(
      await screen.findByRole('img', { name: /last 30 days: 30 users and 30 liveries in total/ }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Liveries per car class: Hypercar 30, LMGT3 12.' })).toBeInTheDocument();

    const activity = within(screen.getByRole('region', { name: 'Recent Activity' }));
    const items = activity.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('marco reported "Gulf 963"5 minutes ago');
    expect(items[1]).toHaveTextContent('lena joined3 hours ago');
  });

  it('shows the failure with a Try Again that reloads', async () => {
    let answer = fail(503, 'The database is unavailable. Please try again shortly.');
    const { callsTo } = fakeApi({ 'GET /api/dashboard/stats': () => answer });
    const user = userEvent.setup();
    renderWithRouter(<AdminDashboard />);

    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(
      'Could not load the dashboard: The database is unavailable. Please try again shortly.',
    );
    answer = ok(stats);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('48,211', {}, WAIT)).toBeInTheDocument();
    expect(callsTo('GET', '/api/dashboard/stats')).toHaveLength(2);
  });
});
