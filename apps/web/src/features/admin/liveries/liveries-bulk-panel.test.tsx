import type { LiveryListItem } from '@paddock/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { liveryListItem, page } from '@/test/factories';
import { catalogueAnswers, fakeApi, ok, WAIT } from '@/test/fake-api';
import { LiveriesPage } from './liveries-page';

const list = (items: LiveryListItem[]) => ok(page(items));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderPage(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ ...catalogueAnswers, ...routes });
  renderWithAuth(pageRoutes('/admin/liveries', <LiveriesPage />), '/admin/liveries', { user: admin });
  return api;
}

async function selectAll() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all liveries on this page' }, WAIT));
  return screen.getByRole('region', { name: 'Bulk actions' });
}

// The bulk panel of Admin Liveries (spec admin-and-pages §2) and the min-downloads debounce (§9).
describe('LiveriesPage bulk panel', { timeout: 15_000 }, () => {
  it('moves the selected liveries to another class and model', async () => {
    const api = renderPage({
      'GET /api/admin/liveries': list([
        liveryListItem({ id: 1, title: 'One' }),
        liveryListItem({ id: 2, title: 'Two' }),
      ]),
      'POST /api/admin/liveries/bulk': ok({ updated: 2 }),
    });
    const panel = await selectAll();
    const change = within(panel).getByRole('button', { name: 'Change Class' });
    // The model select waits for a class, and the button for a model.
    expect(within(panel).getByLabelText('New car model')).toBeDisabled();
    expect(change).toBeDisabled();
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Hypercar' })).toBeInTheDocument(), WAIT);
    await userEvent.selectOptions(within(panel).getByLabelText('New car class'), 'Hypercar');
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Porsche 963' })).toBeInTheDocument(), WAIT);
    await userEvent.selectOptions(within(panel).getByLabelText('New car model'), 'Porsche 963');
    await userEvent.click(change);
    expect(await screen.findByText('2 liveries moved to Porsche 963.', undefined, WAIT)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/liveries/bulk').map((c) => c.body)).toEqual([
      { ids: [1, 2], action: 'changeModel', carModelId: 11 },
    ]);
    // Done: the selection, and with it the panel, is gone.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it('deletes the selected liveries after confirmation', async () => {
    const api = renderPage({
      'GET /api/admin/liveries': list([
        liveryListItem({ id: 1, title: 'One' }),
        liveryListItem({ id: 2, title: 'Two' }),
        liveryListItem({ id: 3, title: 'Three' }),
      ]),
      'POST /api/admin/liveries/bulk': ok({ updated: 2 }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select One' }, WAIT));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Three' }));
    const panel = screen.getByRole('region', { name: 'Bulk actions' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Selected' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to DELETE 2 selected liveries? This cannot be undone!');
    expect(api.callsTo('POST', '/api/admin/liveries/bulk')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 liveries deleted.', undefined, WAIT)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/liveries/bulk').map((c) => c.body)).toEqual([
      { ids: [1, 3], action: 'delete' },
    ]);
  });

  it('waits half a second after the last min-downloads keystroke before asking', async () => {
    const api = renderPage({ 'GET /api/admin/liveries': list([liveryListItem({ id: 1, title: 'One' })]) });
    await screen.findByRole('link', { name: 'One' }, WAIT);
    fireEvent.change(screen.getByLabelText('Min Downloads'), { target: { value: '150' } });
    const sent = () => api.callsTo('GET', '/api/admin/liveries').some((c) => c.url.searchParams.has('minDownloads'));
    // Longer than the 300 ms of the search debounce, shorter than the 500 ms of this one.
    await sleep(400);
    expect(sent()).toBe(false);
    await waitFor(() => expect(sent()).toBe(true), WAIT);
    const last = api.callsTo('GET', '/api/admin/liveries').at(-1)?.url.searchParams;
    expect(last?.get('minDownloads')).toBe('150');
  });
});
