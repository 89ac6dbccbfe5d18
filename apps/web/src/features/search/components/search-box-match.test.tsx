import { TIMINGS } from '@paddock/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveryListItem } from '@/test/factories';
import { type FakeCall, fakeApi, ok } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { SearchBox } from './search-box';

/** Issue 38 answers: `porshe` finds nothing but suggests `porsche`; anything else finds the two below. */
function searchApi() {
  return fakeApi({
    'GET /api/liveries': ({ url }: FakeCall) =>
      url.searchParams.get('search') === 'porshe'
        ? ok({ items: [], totalCount: 0, totalPages: 0, search: { words: [], prefixes: [], suggestion: 'porsche' } })
        : ok({
            items: [
              liveryListItem({ id: 1, title: 'Gulf Porsche 963' }),
              liveryListItem({ id: 2, title: '<b>bold</b> Porsche' }),
            ],
            totalCount: 2,
            totalPages: 1,
            search: { words: ['porsche'], prefixes: [] },
          }),
  });
}

describe('header search: what matched (issue 38)', () => {
  it('asks for the server default order (no sortBy) and marks the matched words as text', async () => {
    const { calls } = searchApi();
    const { container } = renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search liveries' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'porsche' } });

    const options = await screen.findAllByRole('option');
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      '/api/liveries?search=porsche&pageSize=5',
    ]);
    expect(within(options[0] as HTMLElement).getByText('Porsche').tagName).toBe('MARK');
    // A screen reader hears the title once, as one text.
    expect(options[0]).toHaveTextContent('Gulf Porsche 963');
    expect(options[1]).toHaveTextContent('<b>bold</b> Porsche');
    expect(container.querySelector('b')).toBeNull();
  });

  it('offers "Did you mean" when nothing matched; one click fills the box and searches again', async () => {
    const { calls } = searchApi();
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search liveries' });
    await user.type(input, 'porshe');

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('No liveries found for “porshe”.Did you mean porsche?'));
    await user.click(within(status).getByRole('button', { name: 'porsche' }));
    expect(input).toHaveValue('porsche');
    expect(input).toHaveFocus();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(calls.at(-1)?.url.searchParams.get('search')).toBe('porsche');
  });

  it('keeps the popup open when focus moves to the suggestion by keyboard', async () => {
    searchApi();
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search liveries' });
    await user.type(input, 'porshe');
    const suggestion = await screen.findByRole('button', { name: 'porsche' });
    // Past the search button to the suggestion; the blur delay passes and the popup stays.
    await user.tab();
    await user.tab();
    expect(suggestion).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, TIMINGS.searchBlurDelayMs + 50)));
    expect(suggestion).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('porsche');
  });
});
