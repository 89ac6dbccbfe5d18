import { POSSIBLE_COPY_MESSAGES, type PossibleCopyCase } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { page } from '@/test/factories';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { PossibleCopiesPage } from './possible-copies-page';

const side = (id: number, title: string, author: string) => ({
  id,
  title,
  author: { id: id + 100, username: author },
  thumbnailUrl: null,
  flatViewUrl: `/uploads/previews/${id}.webp`,
  colour: '1e5ac8102030',
  uploadedAt: '2026-11-01T10:00:00.000Z',
});
const open: PossibleCopyCase = {
  id: 5,
  status: 'Open',
  source: 'fingerprint',
  distance: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  copy: side(12, 'Gulf 963 (mine)', 'copier'),
  original: side(11, 'Gulf 963', 'painter'),
  report: null,
  resolvedBy: null,
  resolvedAt: null,
  resolutionMessage: null,
};
const counts = { Open: 1, Copy: 0, Permitted: 2, FalseMatch: 4 };
const listing = (items: PossibleCopyCase[]) => ok({ ...page(items), counts });

function renderPage(routes: Parameters<typeof fakeApi>[0], at = '/admin/possible-copies') {
  const api = fakeApi(routes);
  renderWithAuth(pageRoutes('/admin/possible-copies', <PossibleCopiesPage />), at, { user: admin });
  return api;
}

/** Issue 36 point 5: the possible-copy queue. */
describe('Admin possible copies', { timeout: 15_000 }, () => {
  it('shows open cases with both flat views side by side, the difference and the distance', async () => {
    const api = renderPage({ 'GET /api/admin/possible-copies': listing([open]) });
    expect(await screen.findByRole('img', { name: 'Flat view of Gulf 963 (mine)' }, WAIT)).toHaveAttribute(
      'src',
      '/uploads/previews/12.webp',
    );
    expect(screen.getByRole('img', { name: 'Flat view of Gulf 963' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /greyed, with what differs/ })).toHaveAttribute(
      'src',
      '/api/admin/possible-copies/5/difference.png',
    );
    expect(screen.getByText(/3 of 64 bits apart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'painter' })).toBeInTheDocument();
    // Open cases first; the filter shows each status's count.
    expect(api.callsTo('GET', '/api/admin/possible-copies')[0]?.url.searchParams.get('status')).toBe('Open');
    expect(screen.getByRole('option', { name: 'False match (4)' })).toBeInTheDocument();
  });

  it('marks a false match after a confirmation', async () => {
    const api = renderPage({
      'GET /api/admin/possible-copies': listing([open]),
      'POST /api/admin/possible-copies/5/resolve': ok({ ...open, status: 'FalseMatch' }),
    });
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Resolve the case of Gulf 963 (mine)' }, WAIT);
    await user.click(within(actions).getByRole('button', { name: 'False match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as a false match?' });
    await user.click(within(dialog).getByRole('button', { name: 'False match' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/possible-copies/5/resolve').map((c) => c.body)).toEqual([
        { resolution: 'FalseMatch', message: null },
      ]),
    );
    expect(await screen.findByText(POSSIBLE_COPY_MESSAGES.resolved.FalseMatch)).toBeInTheDocument();
  });

  it('removes a copy only with a message for its uploader', async () => {
    const api = renderPage({
      'GET /api/admin/possible-copies': listing([open]),
      'POST /api/admin/possible-copies/5/resolve': ok({ ...open, status: 'Copy' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove as copy' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this livery as a copy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove as copy' }));
    expect(within(dialog).getByText(POSSIBLE_COPY_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/possible-copies/5/resolve')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Message to the uploader'), 'This is Gulf 963 by painter.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove as copy' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/possible-copies/5/resolve').map((c) => c.body)).toEqual([
        { resolution: 'Copy', message: 'This is Gulf 963 by painter.' },
      ]),
    );
  });

  it('shows a stolen-content report’s case whatever its status, with the report', async () => {
    const reported = {
      ...open,
      source: 'report' as const,
      status: 'FalseMatch' as const,
      report: { id: 9, comment: 'Stolen from painter', reporterUsername: 'watcher' },
      resolvedBy: { id: 1, username: 'boss' },
      resolvedAt: '2026-11-21T10:00:00.000Z',
    };
    const api = renderPage(
      { 'GET /api/admin/possible-copies': listing([reported]) },
      '/admin/possible-copies?reportId=9',
    );
    expect(await screen.findByText('Stolen from painter', {}, WAIT)).toBeInTheDocument();
    const query = api.callsTo('GET', '/api/admin/possible-copies')[0]?.url.searchParams;
    expect(query?.get('reportId')).toBe('9');
    expect(query?.get('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'False match' })).not.toBeInTheDocument();
    expect(screen.getByText(/Resolved by boss/)).toBeInTheDocument();
  });
});
