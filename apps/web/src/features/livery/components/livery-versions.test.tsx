import type { LiveryVersionList } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { liveryDetail } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { LiveryVersions } from './livery-versions';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const list: LiveryVersionList = {
  liveryId: 7,
  totalDownloadCount: 12,
  versions: [
    {
      number: 2,
      createdAt: '2026-11-20T10:00:00.000Z',
      changelog: 'Sharper decals.\nNew door number.',
      fileSize: 3 * 1024 * 1024,
      downloadCount: 5,
      isCurrent: true,
    },
    {
      number: 1,
      createdAt: '2026-03-14T12:00:00.000Z',
      changelog: null,
      fileSize: 300 * 1024,
      downloadCount: 7,
      isCurrent: false,
    },
  ],
};

function mockApi() {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/liveries/7/versions') return json(200, list);
    if (url.pathname === '/api/liveries/7/download') return json(200, { fileUrl: '/media/liveries/v1.zip?download=x' });
    if (url.pathname === '/media/liveries/v1.zip') {
      return new Response('zip', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="Gulf_Heritage_963_7_v1.zip"' },
      });
    }
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('Livery versions', () => {
  it('lists versions newest first with date, size, downloads and the changelog, line breaks kept', async () => {
    mockApi();
    renderWithRouter(<LiveryVersions livery={liveryDetail()} />);
    const items = within(await screen.findByRole('list', { name: 'Versions, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Version 2', 'Version 1']);
    expect(items[0]).toHaveTextContent('Latest');
    expect(items[0]).toHaveTextContent('November 20, 2026 · 3 MB · 5 downloads');
    // The changelog is plain text, its line break kept (pre-wrap), never HTML.
    expect(within(items[0] as HTMLElement).getByText(/Sharper decals\./).textContent).toBe(
      'Sharper decals.\nNew door number.',
    );
    expect(items[1]).toHaveTextContent('March 14, 2026 · 300 KB · 7 downloads');
    expect(items[1]).toHaveTextContent('Initial release');
    // Only older versions have their own Download; the newest is the page's Download.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Download v1' })).toBeInTheDocument();
  });

  it('downloads an older version by its number', async () => {
    const calls = mockApi();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderWithRouter(<LiveryVersions livery={liveryDetail()} />);
    await user.click(await screen.findByRole('button', { name: 'Download v1' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Download completed! Your livery file is ready.'));
    expect(calls).toContain('POST /api/liveries/7/download?version=1');
    expect(saved).toEqual(['Gulf_Heritage_963_7_v1.zip']);
  });

  it("shows the publish control it is given (the uploader's) and none otherwise", async () => {
    mockApi();
    const { unmount } = renderWithRouter(
      <LiveryVersions livery={liveryDetail()} publish={<button type="button">Publish new version</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Publish new version' })).toBeInTheDocument();
    unmount();
    renderWithRouter(<LiveryVersions livery={liveryDetail()} />);
    await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(screen.queryByRole('button', { name: 'Publish new version' })).toBeNull();
  });
});
