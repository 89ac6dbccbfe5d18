import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveryListItem } from '@/test/factories';
import { type FakeCall, fakeApi, ok } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { BrowseLiveries } from './browse-liveries';

const EMPTY = 'No liveries found matching your criteria. Please try adjusting your search filters.';
const porsches = [
  liveryListItem({ id: 1, title: 'Ice Blue Porsche 963 #2' }),
  liveryListItem({ id: 2, title: '<img src=x onerror=alert(1)> porsche' }),
];

/** Issue 38 answers: `porshe` finds nothing but suggests `porsche`, which finds two. */
function searchApi() {
  return fakeApi({
    'GET /api/carclasses': ok([]),
    'GET /api/tags': ok([]),
    'GET /api/liveries': ({ url }: FakeCall) => {
      const search = url.searchParams.get('search');
      if (search === 'porshe') {
        return ok({
          items: [],
          totalCount: 0,
          totalPages: 0,
          search: { words: [], prefixes: [], suggestion: 'porsche' },
        });
      }
      const match = search ? { words: ['porsche'], prefixes: search === 'porsch' ? ['porsch'] : [] } : undefined;
      return ok({ items: porsches, totalCount: 2, totalPages: 1, search: match });
    },
  });
}

const listQueries = (calls: FakeCall[]) => calls.filter((call) => call.url.pathname === '/api/liveries');
const sortButton = (name: RegExp) => screen.getByRole('button', { name });

describe('Browse with a search (issue 38)', () => {
  it('offers Best match only with a search, uses it by default and writes other sorts', async () => {
    const { calls } = searchApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries');
    await screen.findByText('Showing 1 - 2 of 2 liveries');
    expect(screen.queryByRole('button', { name: /Best match/ })).not.toBeInTheDocument();
    expect(sortButton(/^Date/)).toHaveAttribute('aria-pressed', 'true');

    await user.type(screen.getByPlaceholderText('Title or author...'), 'porsche');
    await waitFor(() => expect(router.state.location.search).toBe('?search=porsche'));
    await waitFor(() => expect(listQueries(calls).at(-1)?.url.searchParams.get('sortBy')).toBe('relevance'));
    const best = sortButton(/^Best match/);
    expect(best).toHaveAttribute('aria-pressed', 'true');
    // One direction only: no arrow to announce.
    expect(best).not.toHaveTextContent('descending');

    await waitFor(() => expect(sortButton(/^Date/)).toBeEnabled());
    await user.click(sortButton(/^Date/));
    expect(router.state.location.search).toBe('?search=porsche&sortBy=uploadDate');
    await waitFor(() => expect(sortButton(/^Best match/)).toBeEnabled());
    await user.click(sortButton(/^Best match/));
    expect(router.state.location.search).toBe('?search=porsche');
  });

  it('clearing the search on Best match goes back to newest first', async () => {
    searchApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries?search=porsche');
    await screen.findByText('Showing 1 - 2 of 2 liveries');
    await user.clear(screen.getByPlaceholderText('Title or author...'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sortButton(/^Date/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Best match/ })).not.toBeInTheDocument();
  });

  it('marks the matched words of each title, as text (never HTML)', async () => {
    searchApi();
    const { container } = renderWithRouter(<BrowseLiveries />, '/liveries?search=porsch');
    const link = await screen.findByRole('link', { name: 'Ice Blue Porsche 963 #2' });
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Porsche']);

    const markup = screen.getByRole('link', { name: '<img src=x onerror=alert(1)> porsche' });
    expect(within(markup).getByText('porsche').tagName).toBe('MARK');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('offers "Did you mean" when nothing matched; one click searches for it', async () => {
    const { calls } = searchApi();
    const user = userEvent.setup();
    const { router } = renderWithRouter(<BrowseLiveries />, '/liveries?search=porshe');
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    const suggestion = screen.getByRole('button', { name: 'porsche' });
    expect(suggestion.closest('p')).toHaveTextContent('Did you mean porsche?');

    await user.click(suggestion);
    expect(router.state.location.search).toBe('?search=porsche');
    expect(screen.getByPlaceholderText('Title or author...')).toHaveValue('porsche');
    expect(screen.getByPlaceholderText('Title or author...')).toHaveFocus();
    expect(await screen.findByText('Showing 1 - 2 of 2 liveries')).toBeInTheDocument();
    expect(listQueries(calls).at(-1)?.url.searchParams.get('search')).toBe('porsche');
  });

  it('shows no suggestion when the answer has none', async () => {
    fakeApi({
      'GET /api/carclasses': ok([]),
      'GET /api/tags': ok([]),
      'GET /api/liveries': ok({ items: [], totalCount: 0, totalPages: 0, search: { words: [], prefixes: [] } }),
    });
    renderWithRouter(<BrowseLiveries />, '/liveries?search=zeppelin');
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });
});
