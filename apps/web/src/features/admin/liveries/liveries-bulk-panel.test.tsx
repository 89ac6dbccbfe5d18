import type { LiveryListItem } from '@paddock/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { liveryListItem, page } from '@/test/factories';
import { catalogueAnswers, fakeApi, ok, WAIT } from '@/test/fake-api';
import { ADMIN_TIMINGS } from '../components/admin-timings';
import { LiveriesPage } from './liveries-page';

const list = (items: LiveryListItem[]) => ok(page(items));
/** Moves the fake clock, running the timers due and what they set off. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

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
  afterEach(() => {
    vi.useRealTimers();
  });

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
    // The page is in; from here its clock is the test's.
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Min Downloads'), { target: { value: '1' } });
    await advance(ADMIN_TIMINGS.minDownloadsDebounceMs - 1);
    fireEvent.change(screen.getByLabelText('Min Downloads'), { target: { value: '150' } });
    const sent = () => api.callsTo('GET', '/api/admin/liveries').filter((c) => c.url.searchParams.has('minDownloads'));
    // The search's shorter debounce (300 ms) would have asked by now, and a keystroke restarts the wait.
    await advance(ADMIN_TIMINGS.minDownloadsDebounceMs - 1);
    expect(sent()).toEqual([]);
    await advance(1);
    expect(sent().map((c) => c.url.searchParams.get('minDownloads'))).toEqual(['150']);
  });
});
