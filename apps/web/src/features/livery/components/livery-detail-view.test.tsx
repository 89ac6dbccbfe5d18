import type { CurrentUser, LiveryDetail } from '@paddock/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveryDetail, screenshot } from '@/test/factories';
import { stubIntersectionObserver } from '@/test/jsdom-stubs';
import { renderRoutes } from '@/test/render';
import { LiveryDetailView } from './livery-detail-view';

const owner: CurrentUser = { id: 3, username: 'lena', email: 'lena@example.com', role: 'user' };
const stranger: CurrentUser = { id: 4, username: 'marco', email: 'marco@example.com', role: 'user' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (method: string, url: URL) => Response | Promise<Response | undefined> | undefined;

function mockApi(livery: LiveryDetail | null, extra: Handler = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const answer = await extra(method, url);
    if (answer) return answer;
    if (url.pathname === `/api/liveries/7/related`) return json(200, []);
    if (url.pathname === '/api/liveries/7' && method === 'GET') {
      return livery
        ? json(200, livery)
        : json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Livery not found.' });
    }
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function visit(path: string, user: CurrentUser | null = null) {
  const onDeleted = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/livery/:id/:title',
        element: <RoutedView user={user} onDeleted={onDeleted} />,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
  return { ...view, onDeleted };
}

import { useParams } from 'react-router';

function RoutedView({ user, onDeleted }: { user: CurrentUser | null; onDeleted: () => void }) {
  const { id } = useParams();
  return <LiveryDetailView rawId={id} currentUser={user} onDeleted={onDeleted} />;
}

describe('Livery detail', () => {
  beforeEach(() => {
    document.title = '';
  });

  it('refuses an id that is not a number, with a way back to Browse', () => {
    const fetchMock = mockApi(liveryDetail());
    visit('/livery/abc/x');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Livery ID!');
    expect(screen.getByRole('link', { name: /Back to Browse/ })).toHaveAttribute('href', '/liveries');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts Follow with the page's other actions, in Get This Livery (issue 34 §10)", async () => {
    mockApi(liveryDetail());
    renderRoutes(
      [
        {
          path: '/livery/:id/:title',
          element: (
            <LiveryDetailView
              rawId="7"
              currentUser={null}
              onDeleted={vi.fn()}
              followSlot={() => <a href="/login">Log in to follow</a>}
            />
          ),
        },
      ],
      '/livery/7/gulf-heritage-963',
    );
    const actions = await screen.findByRole('region', { name: 'Get This Livery' });
    expect(within(actions).getByRole('link', { name: 'Log in to follow' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in to follow' })).toHaveLength(1);
  });

  it('shows the loading message, then a 404 as "not found"', async () => {
    mockApi(null);
    visit('/livery/42/x');
    expect(screen.getByRole('status')).toHaveTextContent('Loading livery details... Please wait!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Livery ID 42 not found!');
  });

  it('shows the server message for other failures', async () => {
    mockApi(liveryDetail(), (_, url) =>
      url.pathname === '/api/liveries/7'
        ? json(503, { statusCode: 503, code: 'DB_DOWN', message: 'The database is unavailable.' })
        : undefined,
    );
    visit('/livery/7/x');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable.');
  });

  it('shows the livery: header, details, regions in order with colours, and the description fallback', async () => {
    mockApi(liveryDetail());
    visit('/livery/7/gulf-heritage-963');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gulf Heritage 963' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lena' })).toHaveAttribute('href', '/users/3/liveries');
    expect(screen.getByRole('link', { name: '#Real team' })).toHaveAttribute('href', '/liveries?tag=real-team');

    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Porsche 963')).toBeInTheDocument();
    expect(within(details).getByText('March 14, 2026')).toBeInTheDocument();
    expect(within(details).getByText('12')).toBeInTheDocument();

    const regions = screen.getByRole('region', { name: 'Region specifications list' });
    const names = within(regions)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.match(/^(Black|Red|Green|Blue|White)/)?.[0]);
    expect(names).toEqual(['Black', 'Red', 'Green', 'Blue', 'White']);
    expect(within(regions).getByText('255, 200, 0')).toBeInTheDocument();
    expect(within(regions).getByText('Medium Strong')).toBeInTheDocument();

    expect(screen.getByText('No description provided.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gulf Heritage 963, screenshot 1' })).toHaveAttribute('width', '1600');
    expect(screen.queryByRole('button', { name: /Next screenshot/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No similar liveries yet.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Gulf Heritage 963 by lena | Paddock'));
  });

  it('paints the first of several screenshots once: the gallery takes over that same image', async () => {
    stubIntersectionObserver();
    Element.prototype.scrollTo ??= () => {};
    mockApi(liveryDetail({ screenshots: [1, 2].map((id) => screenshot({ id })) }));
    visit('/livery/7/x');
    const painted = await screen.findByRole('img', { name: 'Gulf Heritage 963, screenshot 1' });
    const gallery = screen.getByRole('region', { name: 'Screenshots' });
    // Embla fades the slides by their inline opacity once its code has loaded and it runs.
    const second = within(gallery).getByRole('group', { name: '2 of 2', hidden: true });
    await waitFor(() => expect(second.style.opacity).not.toBe(''));
    expect(screen.getByRole('img', { name: 'Gulf Heritage 963, screenshot 1' })).toBe(painted);
  });

  it('keeps line breaks in the description as text', async () => {
    mockApi(liveryDetail({ description: 'Line one\n<b>not bold</b>' }));
    visit('/livery/7/x');
    const text = await screen.findByText(/Line one/);
    expect(text.textContent).toBe('Line one\n<b>not bold</b>');
    expect(text.querySelector('b')).toBeNull();
  });

  it('says when there are no screenshots', async () => {
    mockApi(liveryDetail({ screenshots: [] }));
    visit('/livery/7/x');
    expect(await screen.findByText('No screenshots provided.')).toBeInTheDocument();
  });

  it('shows Manage Livery to the uploader only', async () => {
    mockApi(liveryDetail());
    visit('/livery/7/x', owner);
    expect(await screen.findByText('Only you can see these management options.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit Details/ })).toHaveAttribute(
      'href',
      '/liveries/7/gulf-heritage-963/edit',
    );
  });

  it('hides Manage Livery from everyone else', async () => {
    mockApi(liveryDetail());
    visit('/livery/7/x', stranger);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Only you can see these management options.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete Livery/ })).not.toBeInTheDocument();
  });

  it('asks signed-out visitors to log in to favourite or report', async () => {
    const fetchMock = mockApi(liveryDetail());
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    visit('/livery/7/x');

    await user.click(await screen.findByRole('button', { name: 'Favorite' }));
    expect(error).toHaveBeenCalledWith('You need to be logged in to favorite a livery!');
    await user.click(screen.getByRole('button', { name: /Report Livery/ }));
    expect(error).toHaveBeenCalledWith('You need to be logged in to report a livery!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('favourites and unfavourites, following the server count', async () => {
    let favorited = false;
    mockApi(liveryDetail(), (method, url) => {
      if (url.pathname !== '/api/liveries/7/favorite') return undefined;
      favorited = method === 'POST';
      return json(200, { isFavorited: favorited, favoriteCount: favorited ? 2 : 1 });
    });
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    visit('/livery/7/x', stranger);

    await user.click(await screen.findByRole('button', { name: 'Favorite' }));
    const unfavorite = await screen.findByRole('button', { name: 'Unfavorite' });
    expect(unfavorite).toHaveAttribute('aria-pressed', 'true');
    expect(unfavorite).toHaveTextContent('2');
    expect(success).toHaveBeenCalledWith('Livery favorited successfully!');

    await user.click(unfavorite);
    expect(await screen.findByRole('button', { name: 'Favorite' })).toHaveTextContent('1');
    expect(success).toHaveBeenCalledWith('Livery unfavorited successfully!');
  });

  it('downloads once at a time and saves under the Content-Disposition name', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(liveryDetail(), async (method, url) => {
      if (url.pathname === '/api/liveries/7/download' && method === 'POST') {
        return json(200, { fileUrl: '/media/liveries/abc.zip?download=x' });
      }
      if (url.pathname === '/media/liveries/abc.zip') {
        await gate;
        return new Response('zip', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="Gulf_Heritage_963_7.zip"' },
        });
      }
      return undefined;
    });
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const info = vi.spyOn(toast, 'info');
    const warning = vi.spyOn(toast, 'warning');
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    visit('/livery/7/x');

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(info).toHaveBeenCalledWith('Starting download...');
    await user.click(screen.getByRole('button', { name: /Downloading/ }));
    expect(warning).toHaveBeenCalledWith('Download already in progress...');

    await act(async () => release());

    await waitFor(() => expect(success).toHaveBeenCalledWith('Download completed! Your livery file is ready.'));
    expect(saved).toEqual(['Gulf_Heritage_963_7.zip']);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('reports a missing file as the spec says', async () => {
    mockApi(liveryDetail(), (method, url) =>
      url.pathname === '/api/liveries/7/download' && method === 'POST'
        ? json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Livery not found.' })
        : undefined,
    );
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    visit('/livery/7/x');
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Download failed: Livery file not found on server (404).'));
  });

  it('deletes after confirmation, cannot be closed meanwhile, and moves on', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi(liveryDetail(), (method, url) =>
      url.pathname === '/api/liveries/7' && method === 'DELETE'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : undefined,
    );
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    const { onDeleted } = visit('/livery/7/x', owner);

    await user.click(await screen.findByRole('button', { name: /Delete Livery/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Livery' });
    expect(dialog).toHaveTextContent('removed from your account');
    expect(dialog).toHaveTextContent('files and screenshots are deleted');
    expect(dialog).toHaveTextContent("other members' favourites");
    expect(dialog).toHaveTextContent('permanent');

    await user.click(within(dialog).getByRole('button', { name: /Delete Permanently/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();

    await act(async () => answer(json(200, { deleted: true })));
    await waitFor(() => expect(success).toHaveBeenCalledWith('"Gulf Heritage 963" was deleted successfully!'));
    expect(onDeleted).toHaveBeenCalled();
  });

  it('keeps the delete dialog open with the failure', async () => {
    mockApi(liveryDetail(), (method, url) =>
      url.pathname === '/api/liveries/7' && method === 'DELETE'
        ? json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do that.' })
        : undefined,
    );
    const user = userEvent.setup();
    visit('/livery/7/x', owner);

    await user.click(await screen.findByRole('button', { name: /Delete Livery/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Livery' });
    await user.click(within(dialog).getByRole('button', { name: /Delete Permanently/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Deletion failed: You do not have permission to do that.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
