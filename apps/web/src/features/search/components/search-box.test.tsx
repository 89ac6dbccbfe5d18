import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@/components/ui/livery-image';
import { liveryListItem } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { SearchBox } from './search-box';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockSearch(handler: (term: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/liveries') return handler(url.searchParams.get('search') ?? '');
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const searchCalls = (fetchMock: ReturnType<typeof mockSearch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/liveries'));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the fake response resolve and the query notify its observers (TanStack Query batches on a timer). */
const flush = () => advance(25);
const submit = (input: HTMLElement) =>
  act(async () => {
    const form = input.closest('form');
    if (form) fireEvent.submit(form);
  });

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('header search box', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The second has neither a screenshot nor an author.
  const six = [1, 2, 3, 4, 5, 6].map((id) =>
    liveryListItem(
      id === 2
        ? { id, title: `Gulf ${id}`, authorUsername: null }
        : { id, title: `Gulf ${id}`, primaryScreenshotUrl: `/media/t/${id}.webp` },
    ),
  );

  it('waits 300 ms after typing, then asks for 5 results of the trimmed term', async () => {
    const fetchMock = mockSearch(() => json(200, { items: six, totalCount: 6, totalPages: 2 }));
    renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search liveries' });
    act(() => input.focus());

    type(input, '  gu');
    await advance(200);
    type(input, '  gulf  ');
    await advance(299);
    expect(searchCalls(fetchMock)).toEqual([]);
    await advance(1);
    expect(searchCalls(fetchMock)).toEqual(['/api/liveries?search=gulf&pageSize=5']);
    await flush();

    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options[0]).toHaveAttribute('href', '/livery/1/gulf-1');
    // A missing screenshot shows the placeholder; a missing author the fallback.
    expect(options[1]?.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(options[1]).toHaveTextContent('Unknown Artist');
  });

  it('does nothing for a blank term and says when nothing matches', async () => {
    const fetchMock = mockSearch(() => json(200, { items: [], totalCount: 0, totalPages: 0 }));
    renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());

    type(input, '   ');
    await advance(400);
    expect(searchCalls(fetchMock)).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    type(input, 'zeppelin');
    await advance(300);
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent('No liveries found for “zeppelin”.');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the results 200 ms after blur and shows them again on focus', async () => {
    mockSearch(() => json(200, { items: six.slice(0, 2), totalCount: 2, totalPages: 1 }));
    renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    type(input, 'gulf');
    await advance(300);
    await flush();
    expect(screen.getAllByRole('option')).toHaveLength(2);

    act(() => input.blur());
    await advance(199);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await advance(1);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    act(() => input.focus());
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('closes on a click outside', async () => {
    mockSearch(() => json(200, { items: six.slice(0, 1), totalCount: 1, totalPages: 1 }));
    renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    type(input, 'gulf');
    await advance(300);
    await flush();
    expect(screen.getAllByRole('option')).toHaveLength(1);

    fireEvent.mouseDown(document.body);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('Escape clears the box', async () => {
    mockSearch(() => json(200, { items: six.slice(0, 1), totalCount: 1, totalPages: 1 }));
    renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    type(input, 'gulf');
    await advance(300);

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('Enter goes to Browse with the term', async () => {
    mockSearch(() => json(200, { items: six.slice(0, 1), totalCount: 1, totalPages: 1 }));
    const onSearch = vi.fn();
    const { router } = renderWithRouter(<SearchBox onSearch={onSearch} />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    type(input, ' gulf 963 ');
    await submit(input);
    expect(router.state.location.pathname).toBe('/liveries');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('gulf 963');
    expect(onSearch).toHaveBeenCalled();
  });

  it('arrow keys pick a result and Enter opens it', async () => {
    mockSearch(() => json(200, { items: six.slice(0, 3), totalCount: 3, totalPages: 1 }));
    const { router } = renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    type(input, 'gulf');
    await advance(300);
    await flush();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // Wraps around to the last one.
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');

    await submit(input);
    expect(router.state.location.pathname).toBe('/livery/3/gulf-3');
    expect(input).toHaveValue('');
  });

  it('shows nothing when the search fails', async () => {
    mockSearch(() => json(500, { statusCode: 500, code: 'INTERNAL', message: 'Boom.' }));
    renderWithRouter(<SearchBox />);
    const input = screen.getByRole('combobox');
    act(() => input.focus());
    type(input, 'gulf');
    await advance(300);
    await advance(10);
    expect(screen.queryByRole('listbox')).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText(/Boom/)).not.toBeInTheDocument();
  });
});
