import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveryListItem } from '@/test/factories';
import { stubIntersectionObserver } from '@/test/jsdom-stubs';
import { renderWithRouter } from '@/test/render';
import { NewestAdditions } from './newest-additions';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockLatest(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Newest Additions', () => {
  it('asks for the 8 latest and shows the loading text meanwhile', async () => {
    const fetchMock = mockLatest(() => json(200, []));
    renderWithRouter(<NewestAdditions />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading latest liveries…');
    await screen.findByText('No liveries yet. Be the first to upload!');
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toBe('/api/liveries/latest?count=8');
    expect(screen.getByRole('link', { name: /View All Liveries/ })).toHaveAttribute('href', '/liveries');
  });

  it('shows the failure message', async () => {
    mockLatest(() => json(503, { statusCode: 503, code: 'DB', message: 'The database is unavailable.' }));
    renderWithRouter(<NewestAdditions />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, something went wrong: The database is unavailable.',
    );
  });

  it('shows one or two liveries as a plain grid of cards', async () => {
    const noAuthor = liveryListItem({
      id: 1,
      primaryScreenshotUrl: '/media/t/1.webp',
      authorUsername: null,
      carClassName: 'LMGT3',
      carModelName: 'BMW M4 LMGT3',
      downloadCount: 1234,
    });
    mockLatest(() => json(200, [noAuthor, liveryListItem({ id: 2 })]));
    renderWithRouter(<NewestAdditions />);
    const first = await screen.findByRole('link', { name: 'Livery 1' });
    expect(first).toHaveAttribute('href', '/livery/1/livery-1');
    expect(screen.queryByRole('region', { name: 'Newest liveries' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Card contents: author fallback, car, class badge, counts, lazy thumbnail with its size.
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect(card).toHaveTextContent('Unknown Artist');
    expect(card).toHaveTextContent('BMW M4 LMGT3');
    expect(card).toHaveTextContent('LMGT3');
    expect(card).toHaveTextContent('1,234');
    const img = card.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '270');
  });

  it('puts three or more liveries in the carousel', async () => {
    stubIntersectionObserver();
    mockLatest(() =>
      json(
        200,
        [1, 2, 3].map((id) => liveryListItem({ id })),
      ),
    );
    renderWithRouter(<NewestAdditions />);
    await screen.findByRole('link', { name: 'Livery 3' });
    await waitFor(() => expect(screen.getAllByRole('group', { name: /of 3/ })).toHaveLength(3));
    expect(await screen.findByRole('button', { name: 'Next liveries' })).toBeInTheDocument();
  });
});
