import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { liveryListItem } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { MY_LIVERIES_MESSAGES, MyLiveriesView } from './my-liveries-view';
import { STORAGE_USAGE_TEXT } from './storage-usage';

// A busy machine can take longer than the default second to answer and render.
const WAIT = { timeout: 4000 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => json(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('MyLiveriesView', () => {
  it("lists the member's liveries with a way to edit each", async () => {
    const fetchMock = answer(200, [
      liveryListItem({ id: 4, title: 'Night Shift', downloadCount: 1200 }),
      liveryListItem({ id: 5, title: 'Dawn Patrol', downloadCount: 1200 }),
    ]);
    renderWithRouter(<MyLiveriesView />);

    expect(await screen.findByRole('link', { name: 'Night Shift' }, WAIT)).toHaveAttribute(
      'href',
      '/livery/4/night-shift',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/liveries/my-liveries', expect.anything());
    expect(screen.getByRole('link', { name: 'Edit Dawn Patrol' })).toHaveAttribute(
      'href',
      '/liveries/5/dawn-patrol/edit',
    );
    expect(screen.getByText('2 liveries')).toBeInTheDocument();
    expect(screen.getByText('2,400 times')).toBeInTheDocument();
  });

  it('shows the empty text with an Upload link', async () => {
    answer(200, []);
    renderWithRouter(<MyLiveriesView />);
    expect(await screen.findByText(MY_LIVERIES_MESSAGES.empty, undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your first livery' })).toHaveAttribute('href', '/upload');
  });

  it('reports a failure with the reason and retries', async () => {
    const fetchMock = answer(503, {
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is unavailable.',
    });
    renderWithRouter(<MyLiveriesView />);
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Failed to load your liveries: The database is unavailable.',
    );

    fetchMock.mockResolvedValue(json(200, [liveryListItem({ id: 4, title: 'Night Shift' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Night Shift' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('storage use', () => {
    const MB = 1024 * 1024;
    /** Answers by path: the liveries, and the storage figures. */
    function answerStorage(storage: unknown) {
      const fetchMock = vi.fn(async (url: string) =>
        url === '/api/users/me/storage'
          ? json(200, storage)
          : json(200, [liveryListItem({ id: 4, title: 'Night Shift' })]),
      );
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    }

    it('shows how much of the quota the member uses, with a bar', async () => {
      const fetchMock = answerStorage({ usedBytes: 312 * MB, quotaBytes: 2048 * MB });
      renderWithRouter(<MyLiveriesView />);
      const region = await screen.findByRole('region', { name: 'Storage' }, WAIT);
      expect(region).toHaveTextContent('Storage: 312 MB of 2 GB used');
      expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '15');
      expect(fetchMock).toHaveBeenCalledWith('/api/users/me/storage', expect.anything());
      expect(screen.queryByText(STORAGE_USAGE_TEXT.full)).not.toBeInTheDocument();
    });

    it('says when the storage is full', async () => {
      answerStorage({ usedBytes: 2048 * MB, quotaBytes: 2048 * MB });
      renderWithRouter(<MyLiveriesView />);
      expect(await screen.findByText(STORAGE_USAGE_TEXT.full, undefined, WAIT)).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '100');
    });

    it('shows an admin their use without a quota or bar', async () => {
      answerStorage({ usedBytes: 1.5 * 1024 * MB, quotaBytes: null });
      renderWithRouter(<MyLiveriesView />);
      expect(await screen.findByRole('region', { name: 'Storage' }, WAIT)).toHaveTextContent(
        'Storage: 1.5 GB used (admins have no quota)',
      );
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });
});
