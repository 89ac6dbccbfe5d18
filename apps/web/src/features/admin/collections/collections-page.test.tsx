import { ADMIN_COLLECTION_MESSAGES } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { collectionSummary, page } from '@/test/factories';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { CollectionsPage } from './collections-page';

const rude = {
  ...collectionSummary({ id: 7, name: 'Rude league', visibility: 'public', isLeaguePack: true, entryCount: 3 }),
  openReportCount: 2,
};
const quiet = { ...collectionSummary({ id: 8, name: 'Quiet cup', visibility: 'public' }), openReportCount: 0 };

function renderPage(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderWithAuth(pageRoutes('/admin/collections', <CollectionsPage />), '/admin/collections', { user: admin });
  return api;
}

/** Issue 34 §17: admins find a public collection and remove it with a reason the owner is sent. */
describe('Admin collections', { timeout: 15_000 }, () => {
  it('lists public collections with a link to each, and searches by name or owner', async () => {
    const api = renderPage({ 'GET /api/admin/collections': ok(page([rude])) });
    const link = await screen.findByRole('link', { name: 'Rude league' }, WAIT);
    expect(link).toHaveAttribute('href', '/collections/7/rude-league');
    expect(screen.getByText(/by apex · 3 liveries/)).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('searchbox'), 'apex');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/collections').at(-1)?.url.searchParams.get('search')).toBe('apex'),
    );
  });

  it('shows each collection’s open reports, linking to them in Reports (issue 34 §17)', async () => {
    renderPage({ 'GET /api/admin/collections': ok(page([rude, quiet])) });
    const link = await screen.findByRole('link', { name: '2 open reports on Rude league' }, WAIT);
    expect(link).toHaveAttribute('href', '/admin/reports?collectionId=7');
    expect(link).toHaveTextContent('2 open reports');
    expect(screen.getByText('No open reports')).toBeInTheDocument();
  });

  it('removes a collection only with a reason, which it sends', async () => {
    const api = renderPage({
      'GET /api/admin/collections': ok(page([rude])),
      'POST /api/admin/collections/7/remove': { status: 204, body: null },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Rude league' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this public collection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove collection' }));
    expect(within(dialog).getByText(ADMIN_COLLECTION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/collections/7/remove')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason (sent to the owner)'), 'Insulting name');
    await user.click(within(dialog).getByRole('button', { name: 'Remove collection' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/collections/7/remove').map((c) => c.body)).toEqual([
        { reason: 'Insulting name' },
      ]),
    );
    expect(await screen.findByText('“Rude league” removed; its owner is e-mailed the reason.')).toBeInTheDocument();
  });
});
