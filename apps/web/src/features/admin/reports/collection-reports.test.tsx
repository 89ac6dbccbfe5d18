import type { AdminReport, AdminReportPage, ReportStats } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { ReportsPage } from './reports-page';

const stats: ReportStats = {
  pendingCount: 1,
  investigatingCount: 0,
  resolvedCount: 0,
  dismissedCount: 0,
  totalReports: 1,
};
const collectionReport = (extra: Partial<AdminReport> = {}): AdminReport => ({
  id: 31,
  status: 'Pending',
  reason: 'OffensiveContent',
  dateReported: new Date(Date.now() - 3_600_000).toISOString(),
  comment: 'The name insults a driver.',
  liveryId: null,
  livery: null,
  reporter: { id: 7, username: 'sam' },
  handledBy: null,
  handledAt: null,
  target: 'collection',
  reportedComment: null,
  reportedCollection: { id: 12, name: 'Rude league', ownerUsername: 'apex', isLeaguePack: true, state: 'public' },
  ...extra,
});
const page = (items: AdminReport[]): AdminReportPage => ({ items, totalCount: items.length, totalPages: 1 });

function renderPage(routes: Parameters<typeof fakeApi>[0], address = '/admin/reports') {
  const api = fakeApi({ 'GET /api/reports/stats': ok(stats), ...routes });
  const view = renderWithAuth(pageRoutes('/admin/reports', <ReportsPage />), address, { user: admin });
  return { ...api, ...view };
}

/** Issue 34 §17: collection reports in Admin → Reports. */
describe('Reports page: collection reports', { timeout: 15_000 }, () => {
  it('shows the reported collection with a link, and filters by target', async () => {
    const api = renderPage({ 'GET /api/reports': ok(page([collectionReport()])) });
    const link = await screen.findByRole('link', { name: 'Rude league' }, WAIT);
    expect(link).toHaveAttribute('href', '/collections/12/rude-league');
    const row = screen.getByRole('row', { name: /Rude league/ });
    expect(row).toHaveTextContent('Collection');
    expect(row).toHaveTextContent('League pack');
    expect(row).toHaveTextContent('by apex');
    expect(row).toHaveTextContent('The name insults a driver.');
    await userEvent.selectOptions(screen.getByLabelText('Target'), 'Collections');
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/reports').at(-1)?.url.searchParams;
      expect(last?.get('target')).toBe('collection');
    }, WAIT);
    expect(api.router.state.location.search).toBe('?target=collection');
  });

  it('removes the collection from its report with a reason, and reads the list again', async () => {
    let stored = collectionReport();
    const api = renderPage({
      'GET /api/reports': () => ok(page([stored])),
      'POST /api/admin/collections/12/remove': () => {
        stored = {
          ...stored,
          status: 'Resolved',
          handledBy: { id: 1, username: 'lena' },
          handledAt: new Date().toISOString(),
          reportedCollection: {
            id: null,
            name: 'Rude league',
            ownerUsername: null,
            isLeaguePack: true,
            state: 'deleted',
          },
        };
        return { status: 204, body: null };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove the collection of report #31' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this public collection?' });
    expect(dialog).toHaveTextContent('“Rude league” by apex will be deleted for everyone.');
    await user.type(within(dialog).getByLabelText('Reason (sent to the owner)'), 'Insults a driver');
    await user.click(within(dialog).getByRole('button', { name: 'Remove collection' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/collections/12/remove').map((c) => c.body)).toEqual([
        { reason: 'Insults a driver' },
      ]),
    );
    expect(await screen.findByText('“Rude league” removed; its owner is e-mailed the reason.')).toBeInTheDocument();
    // The removal resolved the report on the server: the row shows it, and offers no second removal.
    const row = await screen.findByRole('row', { name: /Rude league/ }, WAIT);
    await waitFor(() => expect(within(row).getByText('Resolved')).toBeInTheDocument(), WAIT);
    expect(row).toHaveTextContent('Collection deleted');
    expect(within(row).queryByRole('button', { name: 'Remove the collection of report #31' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/reports/stats').length).toBeGreaterThan(1), WAIT);
  });

  it('shows the collection in the details dialog, with Dismiss, Remove Collection and View Collection', async () => {
    renderPage({ 'GET /api/reports': ok(page([collectionReport()])) });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of report #31' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Report #31' });
    expect(dialog).toHaveTextContent(/Collection\s*Rude league/);
    expect(dialog).toHaveTextContent(/Owner\s*apex/);
    expect(dialog).toHaveTextContent(/Kind\s*League pack/);
    expect(within(dialog).queryByText('Car model')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Remove Collection' })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'View Collection' })).toHaveAttribute(
      'href',
      '/collections/12/rude-league',
    );
  });

  it('after removing from one collection’s list, shows the collection reports (its reports no longer name it)', async () => {
    const api = renderPage(
      {
        'GET /api/reports': ok(page([collectionReport()])),
        'POST /api/admin/collections/12/remove': { status: 204, body: null },
      },
      '/admin/reports?collectionId=12',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove the collection of report #31' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this public collection?' });
    await user.type(within(dialog).getByLabelText('Reason (sent to the owner)'), 'Insults a driver');
    await user.click(within(dialog).getByRole('button', { name: 'Remove collection' }));
    await waitFor(() => expect(api.router.state.location.search).toBe('?target=collection'), WAIT);
  });

  it('lists one collection’s reports from Admin → Collections’ link, with a way back to all', async () => {
    const api = renderPage({ 'GET /api/reports': ok(page([collectionReport()])) }, '/admin/reports?collectionId=12');
    await waitFor(() => expect(api.callsTo('GET', '/api/reports')[0]?.url.searchParams.get('collectionId')).toBe('12'));
    await userEvent.click(await screen.findByRole('button', { name: 'Show all reports' }, WAIT));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/reports').at(-1)?.url.searchParams.has('collectionId')).toBe(false),
    );
  });
});
