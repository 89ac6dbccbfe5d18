import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { liveryListItem } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { BrowseLiveries } from './browse-liveries';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const classes = [
  { id: 1, name: 'Hypercar', modelCount: 2 },
  { id: 4, name: 'LMGT3', modelCount: 1 },
];
const models: Record<string, { id: number; name: string }[]> = {
  1: [
    { id: 10, name: 'Porsche 963' },
    { id: 11, name: 'Ferrari 499P' },
  ],
  4: [{ id: 40, name: 'BMW M4 LMGT3' }],
};
const tags = [{ id: 7, name: 'Real team', liveryCount: 1 }];

interface Options {
  total?: number;
  failLists?: boolean;
  failModels?: boolean;
  failList?: boolean;
}

function mockApi({ total = 30, failLists = false, failModels = false, failList = false }: Options = {}) {
  const listQueries: URLSearchParams[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const fail = () => json(500, { statusCode: 500, code: 'BOOM', message: 'Boom.' });
    if (url.pathname === '/api/carclasses') return failLists ? fail() : json(200, classes);
    if (url.pathname === '/api/tags') return json(200, tags);
    const modelMatch = /^\/api\/carclasses\/(\d+)\/models$/.exec(url.pathname);
    if (modelMatch) return failModels ? fail() : json(200, models[modelMatch[1] ?? ''] ?? []);
    if (url.pathname === '/api/liveries') {
      listQueries.push(url.searchParams);
      if (failList) return json(503, { statusCode: 503, code: 'DB', message: 'The database is unavailable.' });
      const page = Number(url.searchParams.get('pageNumber'));
      const count = Math.max(0, Math.min(12, total - (page - 1) * 12));
      return json(200, {
        items: Array.from({ length: count }, (_, i) => liveryListItem({ id: (page - 1) * 12 + i + 1 })),
        totalCount: total,
        totalPages: Math.ceil(total / 12),
      });
    }
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, listQueries };
}

const select = (name: string) => screen.getByRole('combobox', { name });

describe('Browse liveries', () => {
  it('turns the names in the address into ids, after the filter lists have loaded', async () => {
    const { listQueries } = mockApi();
    renderWithRouter(
      <BrowseLiveries />,
      '/liveries?page=2&class=hypercar&tag=real-team&model=ferrari-499p&sortBy=title',
    );

    expect(await screen.findByText('Showing 13 - 24 of 30 liveries')).toBeInTheDocument();
    expect(listQueries).toHaveLength(1);
    expect(Object.fromEntries(listQueries[0] ?? [])).toEqual({
      pageNumber: '2',
      pageSize: '12',
      sortBy: 'title',
      descending: 'true',
      carClassId: '1',
      carModelId: '11',
      tagId: '7',
    });
    expect(select('Class')).toHaveValue('hypercar');
    expect(select('Model')).toHaveValue('ferrari-499p');
    expect(select('Tag')).toHaveValue('real-team');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('keeps the model disabled until a class is chosen, and a new class clears the model', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries');
    await screen.findByText('Showing 1 - 12 of 30 liveries');
    expect(select('Model')).toBeDisabled();

    await user.selectOptions(select('Class'), 'hypercar');
    await waitFor(() => expect(select('Model')).toBeEnabled());
    await user.selectOptions(select('Model'), 'porsche-963');
    expect(router.state.location.search).toBe('?class=hypercar&model=porsche-963');

    await waitFor(() => expect(select('Class')).toBeEnabled());
    await user.selectOptions(select('Class'), 'lmgt3');
    expect(router.state.location.search).toBe('?class=lmgt3');
    await waitFor(() =>
      expect(within(select('Model')).getByRole('option', { name: 'BMW M4 LMGT3' })).toBeInTheDocument(),
    );
  });

  it('sorts: the active key flips, a new key sorts descending', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries');
    await screen.findByText('Showing 1 - 12 of 30 liveries');

    const date = screen.getByRole('button', { name: /^Date/ });
    expect(date).toHaveAttribute('aria-pressed', 'true');
    expect(date).toHaveTextContent('(descending)');
    await user.click(date);
    expect(router.state.location.search).toBe('?sortDesc=false');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Downloads/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^Downloads/ }));
    expect(router.state.location.search).toBe('?sortBy=downloadCount');
  });

  it('explains Top rated in one line beside it while it is the sort (issue 34 §6)', async () => {
    mockApi();
    const user = userEvent.setup();
    renderWithRouter(<BrowseLiveries />, '/liveries');
    await screen.findByText('Showing 1 - 12 of 30 liveries');
    expect(screen.queryByText(/weighs the stars by the number of votes/)).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Top rated/ }));
    const topRated = screen.getByRole('button', { name: /^Top rated/ });
    expect(topRated).toHaveAccessibleDescription(
      'Top rated weighs the stars by the number of votes: a high average from a few votes ranks lower.',
    );
  });

  it('searches 200 ms after typing and Clear All resets everything', async () => {
    const { listQueries } = mockApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries?tag=real-team&page=2');
    await screen.findByText('Showing 13 - 24 of 30 liveries');

    await user.type(screen.getByPlaceholderText('Title or author...'), 'gulf');
    await waitFor(() => expect(router.state.location.search).toBe('?search=gulf&tag=real-team'));
    await waitFor(() => expect(listQueries.at(-1)?.get('search')).toBe('gulf'));

    await waitFor(() => expect(screen.getByRole('button', { name: /Clear All/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Clear All/ }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByPlaceholderText('Title or author...')).toHaveValue('');
  });

  it('filters by material with chips kept in the address, and Any or Clear All resets them', async () => {
    const { listQueries } = mockApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries?page=2');
    await screen.findByText('Showing 13 - 24 of 30 liveries');
    const materials = screen.getByRole('group', { name: 'Material' });
    const chip = (name: string) => within(materials).getByRole('button', { name });
    expect(chip('Any')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Chrome'));
    expect(router.state.location.search).toBe('?material=chrome');
    await waitFor(() => expect(listQueries.at(-1)?.getAll('material')).toEqual(['Chrome']));
    expect(listQueries.at(-1)?.get('pageNumber')).toBe('1');
    expect(chip('Chrome')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Any')).toHaveAttribute('aria-pressed', 'false');

    await waitFor(() => expect(chip('Carbon fibre')).toBeEnabled());
    await user.click(chip('Carbon fibre'));
    expect(router.state.location.search).toBe('?material=chrome%2Ccarbon-fibre');
    await waitFor(() => expect(listQueries.at(-1)?.getAll('material')).toEqual(['Chrome', 'Carbon']));

    await waitFor(() => expect(chip('Chrome')).toBeEnabled());
    await user.click(chip('Chrome'));
    expect(router.state.location.search).toBe('?material=carbon-fibre');
    await waitFor(() => expect(chip('Any')).toBeEnabled());
    await user.click(chip('Any'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(listQueries.at(-1)?.has('material')).toBe(false));

    await act(() => router.navigate('/liveries?material=wrap'));
    await waitFor(() => expect(listQueries.at(-1)?.getAll('material')).toEqual(['Wrap']));
    expect(chip('Wrap')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: /Clear All/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /Clear All/ }));
    expect(router.state.location.search).toBe('');
    expect(chip('Wrap')).toHaveAttribute('aria-pressed', 'false');
  });

  it('pages with Prev / Next within range', async () => {
    mockApi({ total: 30 });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries');
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: /Prev/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Showing 13 - 24 of 30 liveries')).toBeInTheDocument();
  });

  it('re-reads the address and refetches when it changes (back and forward)', async () => {
    const { listQueries } = mockApi({ total: 30 });
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries');
    await screen.findByText('Showing 1 - 12 of 30 liveries');

    await act(() => router.navigate('/liveries?page=3&class=lmgt3&sortBy=title&sortDesc=false'));
    expect(await screen.findByText('Showing 25 - 30 of 30 liveries')).toBeInTheDocument();
    expect(Object.fromEntries(listQueries.at(-1) ?? [])).toMatchObject({
      pageNumber: '3',
      sortBy: 'title',
      descending: 'false',
      carClassId: '4',
    });
    expect(select('Class')).toHaveValue('lmgt3');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 1 - 12 of 30 liveries')).toBeInTheDocument();
    expect(select('Class')).toHaveValue('');
  });

  it('moves an address past the last page to the last page', async () => {
    mockApi({ total: 30 });
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('Showing 25 - 30 of 30 liveries')).toBeInTheDocument();
  });

  it('has no pagination for a single page, and says when nothing matches', async () => {
    mockApi({ total: 0 });
    renderWithRouter(<BrowseLiveries />, '/liveries?search=zeppelin');
    expect(
      await screen.findByText('No liveries found matching your criteria. Please try adjusting your search filters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No liveries found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a failure with Try Again', async () => {
    const { listQueries } = mockApi({ failList: true });
    const user = userEvent.setup();
    renderWithRouter(<BrowseLiveries />, '/liveries');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable.');
    const before = listQueries.length;
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it('says when the filter lists or the models cannot be loaded', async () => {
    mockApi({ failLists: true });
    renderWithRouter(<BrowseLiveries />, '/liveries');
    expect(
      await screen.findByText("Couldn't load filter options. Please try refreshing the page."),
    ).toBeInTheDocument();
    // Liveries still load without the lists.
    expect(await screen.findByText('Showing 1 - 12 of 30 liveries')).toBeInTheDocument();
  });

  it('says when the models of the chosen class cannot be loaded', async () => {
    mockApi({ failModels: true });
    renderWithRouter(<BrowseLiveries />, '/liveries?class=hypercar');
    expect(await screen.findByText('Failed to load car models for selected class.')).toBeInTheDocument();
  });
});
