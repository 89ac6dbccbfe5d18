import type { AuditEntry } from '@paddock/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { AuditPage } from './audit-page';

const entry = (id: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  actor: { id: 4, username: 'anna' },
  action: 'report.Resolved',
  targetType: 'report',
  targetId: String(id),
  summary: `anna resolved report #${id} on "Gulf 963"`,
  ...extra,
});
const page = (items: AuditEntry[], totalCount = items.length) => ({
  items,
  totalCount,
  totalPages: Math.ceil(totalCount / 20),
});

function renderAudit(routes: Parameters<typeof fakeApi>[0], address = '/admin/audit') {
  const api = fakeApi(routes);
  const view = renderWithAuth(pageRoutes('/admin/audit', <AuditPage />), address, { user: admin });
  return { ...api, ...view };
}
const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  Object.fromEntries(api.callsTo('GET', '/api/admin/audit').at(-1)?.url.searchParams ?? []);

describe('AuditPage (issue 34 §22)', { timeout: 15_000 }, () => {
  it('shows who did what and when, newest first, with paging', async () => {
    renderAudit({
      'GET /api/admin/audit': ok(
        page(
          [
            entry(9),
            entry(8, {
              actor: null,
              action: 'carclass.create',
              targetType: 'carclass',
              summary: 'Created car class "LMGT3"',
            }),
          ],
          41,
        ),
      ),
    });
    expect(await screen.findByText('Showing 1 to 20 of 41 entries', undefined, WAIT)).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /resolved report #9/ });
    expect(within(first).getByRole('link', { name: 'anna' })).toHaveAttribute(
      'href',
      expect.stringContaining('/users/4'),
    );
    expect(first).toHaveTextContent('report.Resolved');
    expect(first).toHaveTextContent('report #9');
    expect(first).toHaveTextContent('2h ago');
    expect(screen.getByRole('row', { name: /LMGT3/ })).toHaveTextContent('System');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('sends the actor (debounced), the area and the days to the server, and keeps them in the address', async () => {
    const api = renderAudit({ 'GET /api/admin/audit': ok(page([entry(1)])) });
    await screen.findByText('Showing 1 to 1 of 1 entries', undefined, WAIT);
    expect(lastQuery(api)).toEqual({ pageNumber: '1', pageSize: '20' });

    await userEvent.type(screen.getByLabelText('Who'), 'anna');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Reports');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(
      () =>
        expect(lastQuery(api)).toEqual({
          actor: 'anna',
          action: 'report',
          dateFrom: '2026-03-01',
          dateTo: '2026-03-31',
          pageNumber: '1',
          pageSize: '20',
        }),
      WAIT,
    );
    const actors = api.callsTo('GET', '/api/admin/audit').map((c) => c.url.searchParams.get('actor'));
    expect(actors.filter((a) => a && a !== 'anna')).toEqual([]);
    expect(api.router.state.location.search).toContain('action=report');

    await userEvent.click(screen.getByRole('button', { name: /Clear All/ }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ pageNumber: '1', pageSize: '20' }), WAIT);
  });

  it('says when nothing matches, and shows a load failure with Try Again', async () => {
    let answer = fail(503, 'The database is unavailable. Please try again shortly.');
    renderAudit({ 'GET /api/admin/audit': () => answer });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Could not load the audit log: The database is unavailable.');
    answer = ok(page([]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No entries match these filters.', undefined, WAIT)).toBeInTheDocument();
  });
});
