import type { PublicProfile } from '@paddock/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { liveryListItem } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import { PROFILE_MESSAGES } from '../profile-messages';
import { ProfileView } from './profile-view';

// A busy machine can take longer than the default second to answer and render.
const WAIT = { timeout: 4000 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => json(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/users/:id/liveries', Component: () => <ProfileView idParam={path.split('/')[2]} /> },
      { path: '/liveries', element: <h1>Browse page</h1> },
    ],
    path,
  );

describe('ProfileView', () => {
  it('shows the username, join month and year, the livery count and the grid', async () => {
    const profile: PublicProfile = {
      id: 7,
      username: 'Painter',
      dateRegistered: '2025-06-03T09:00:00.000Z',
      uploadedLiveries: [
        liveryListItem({ id: 1, title: 'Gulf 963', downloadCount: 10 }),
        liveryListItem({ id: 2, title: 'Martini 499P', downloadCount: 5 }),
      ],
    };
    const fetchMock = answer(200, profile);
    render('/users/7/liveries');

    expect(await screen.findByRole('heading', { level: 1, name: 'Painter' }, WAIT)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/7', expect.anything());
    expect(screen.getByText('June 2025')).toBeInTheDocument();
    expect(screen.getAllByText('2 liveries').length).toBeGreaterThan(0);
    expect(screen.getByText('15 times')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gulf 963' })).toHaveAttribute('href', '/livery/1/gulf-963');
    expect(screen.getByRole('link', { name: 'Martini 499P' })).toBeInTheDocument();
    // The same title and description the server writes into the HTML for link previews.
    await waitFor(() => expect(document.title).toBe("Painter's liveries | Paddock"));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      '2 Le Mans Ultimate liveries shared by Painter, a Paddock member since June 2025.',
    );
  });

  it('says so when the member has no liveries yet', async () => {
    answer(200, { id: 8, username: 'Rookie', dateRegistered: '2025-01-01T00:00:00.000Z', uploadedLiveries: [] });
    render('/users/8/liveries');
    expect(await screen.findByText("Rookie hasn't uploaded any liveries yet.", undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('0 liveries', { selector: 'dd' })).toBeInTheDocument();
  });

  it('reports an unknown member with a way back to Browse', async () => {
    answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'User with ID 99 not found.' });
    render('/users/99/liveries');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(PROFILE_MESSAGES.notFound(99));
    expect(screen.getByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Browse' }));
    expect(await screen.findByRole('heading', { name: 'Browse page' }, WAIT)).toBeInTheDocument();
  });

  it.each(['abc', '0', '1.5', '99999999999'])('refuses the id "%s" without asking the server', async (id) => {
    const fetchMock = answer(200, {});
    render(`/users/${id}/liveries`);
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('Invalid User ID provided in the URL.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to Browse' })).toHaveAttribute('href', '/liveries');
  });

  it('offers a retry for other failures', async () => {
    const fetchMock = answer(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom.' });
    render('/users/7/liveries');
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('An unknown error occurred.');

    fetchMock.mockResolvedValue(
      json(200, { id: 7, username: 'Painter', dateRegistered: '2025-06-03T09:00:00.000Z', uploadedLiveries: [] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Painter' }, WAIT)).toBeInTheDocument();
  });
});
