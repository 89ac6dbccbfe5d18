import type { AdminReport, AdminReportPage, ReportStats } from '@paddock/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { ReportsPage } from './reports-page';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const report = (id: number, extra: Partial<AdminReport> = {}): AdminReport => ({
  id,
  status: 'Pending',
  reason: 'BrokenFile',
  dateReported: hoursAgo(2),
  comment: null,
  liveryId: 40 + id,
  livery: { title: `Gulf 963 #${id}`, authorUsername: 'marco', carModelName: 'Porsche 963', downloadCount: 12 },
  reporter: { id: 7, username: 'sam' },
  handledBy: null,
  handledAt: null,
  target: 'livery',
  reportedComment: null,
  reportedCollection: null,
  ...extra,
});
const page = (items: AdminReport[]): AdminReportPage => ({ items, totalCount: items.length, totalPages: 1 });
const stats: ReportStats = {
  pendingCount: 2,
  investigatingCount: 0,
  resolvedCount: 5,
  dismissedCount: 1,
  totalReports: 8,
};

function renderPage(routes: Parameters<typeof fakeApi>[0], address = '/admin/reports') {
  const api = fakeApi({ 'GET /api/reports/stats': ok(stats), ...routes });
  const view = renderWithAuth(pageRoutes('/admin/reports', <ReportsPage />), address, { user: admin });
  return { ...api, ...view };
}
const row = (name: RegExp | string) => screen.getByRole('row', { name });

describe('ReportsPage', { timeout: 15_000 }, () => {
  it('lists the newest 20 with the counters, and sends every filter to GET /api/reports', async () => {
    const api = renderPage({ 'GET /api/reports': ok(page([report(1), report(2)])) });
    expect(await screen.findByText('Showing 1 to 2 of 2 reports', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Report counters' })).toHaveTextContent(/Pending\s*2/);
    const first = api.callsTo('GET', '/api/reports')[0]?.url.searchParams;
    expect(Object.fromEntries(first ?? [])).toEqual({ pageNumber: '1', pageSize: '20' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Under Investigation');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Spam/Misleading');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-31' } });
    await userEvent.type(screen.getByPlaceholderText('Livery title, reporter...'), 'gulf');
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/reports').at(-1)?.url.searchParams;
      expect(Object.fromEntries(last ?? [])).toEqual({
        status: 'UnderInvestigation',
        reason: 'SpamOrMisleading',
        dateFrom: '2026-05-01',
        dateTo: '2026-05-31',
        search: 'gulf',
        pageNumber: '1',
        pageSize: '20',
      });
    }, WAIT);
    // The search is debounced: no request went out for "g", "gu" or "gul".
    const searches = api.callsTo('GET', '/api/reports').map((c) => c.url.searchParams.get('search'));
    expect(searches.filter((s) => s && s !== 'gulf')).toEqual([]);
  });

  it('keeps the filters in the address', async () => {
    const api = renderPage({ 'GET /api/reports': ok(page([report(1)])) });
    await screen.findByText('Showing 1 to 1 of 1 reports', undefined, WAIT);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Under Investigation');
    expect(api.router.state.location.search).toBe('?status=UnderInvestigation');
  });

  it('opens an address with filters as that filtered list', async () => {
    const address = '/admin/reports?reason=SpamOrMisleading&search=gulf';
    const api = renderPage({ 'GET /api/reports': ok(page([report(1)])) }, address);
    await waitFor(() => {
      const first = api.callsTo('GET', '/api/reports')[0]?.url.searchParams;
      expect(Object.fromEntries(first ?? [])).toEqual({
        reason: 'SpamOrMisleading',
        search: 'gulf',
        pageNumber: '1',
        pageSize: '20',
      });
    }, WAIT);
    expect(screen.getByLabelText('Reason')).toHaveValue('SpamOrMisleading');
    expect(screen.getByPlaceholderText('Livery title, reporter...')).toHaveValue('gulf');
  });

  it('highlights urgent reports: offensive or stolen content older than a day', async () => {
    renderPage({
      'GET /api/reports': ok(
        page([
          report(1, { reason: 'OffensiveContent', dateReported: hoursAgo(30) }),
          report(2, { reason: 'OffensiveContent', dateReported: hoursAgo(3) }),
          report(3, { reason: 'BrokenFile', dateReported: hoursAgo(72) }),
        ]),
      ),
    });
    await screen.findByText('Gulf 963 #1', undefined, WAIT);
    expect(row(/#1\b.*Urgent/)).toHaveAttribute('data-urgent', 'true');
    expect(row(/Gulf 963 #2/)).not.toHaveAttribute('data-urgent');
    expect(row(/Gulf 963 #3/)).not.toHaveAttribute('data-urgent');
  });

  it('starts an investigation with PATCH and shows who did it in the row', async () => {
    // The server keeps the change: the list read after the PATCH returns it.
    let stored = report(5);
    const api = renderPage({
      'GET /api/reports': () => ok(page([stored])),
      'PATCH /api/reports/5': ({ body }) => {
        stored = { ...stored, ...(body as object), handledBy: { id: 1, username: 'lena' }, handledAt: hoursAgo(0) };
        return ok(stored);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Investigate report #5' }, WAIT));
    expect(await screen.findByText('Report #5 is now under investigation!', undefined, WAIT)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/reports/5').map((c) => c.body)).toEqual([{ status: 'UnderInvestigation' }]);
    const updated = row(/Gulf 963 #5/);
    expect(within(updated).getByText('Under Investigation')).toBeInTheDocument();
    expect(updated).toHaveTextContent('by lena');
    expect(within(updated).getByRole('button', { name: 'Investigate report #5' })).toBeDisabled();
    // The counters (and the sidebar badge) are read again shortly after.
    await waitFor(() => expect(api.callsTo('GET', '/api/reports/stats')).toHaveLength(2), WAIT);
  });

  it('shows every detail of a report, and acts from the details dialog', async () => {
    const comment = 'The sponsor logos were copied from my own livery without asking first.';
    let stored = report(6, { reason: 'StolenContent', comment });
    const api = renderPage({
      'GET /api/reports': () => ok(page([stored])),
      'PATCH /api/reports/6': ({ body }) => {
        stored = { ...stored, ...(body as object) };
        return ok(stored);
      },
    });
    // The table shows the first 50 characters; the details dialog the whole comment.
    await screen.findByText(`${comment.slice(0, 50).trimEnd()}...`, undefined, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Details of report #6' }));
    const dialog = screen.getByRole('dialog', { name: 'Report #6' });
    for (const text of ['Pending', 'Stolen Content', 'sam', comment, 'Gulf 963 #6', 'marco', 'Porsche 963', '12']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'View Livery' })).toHaveAttribute(
      'href',
      expect.stringContaining('/livery/46/'),
    );
    // Issue 36: stolen content is compared side by side in Admin → Possible copies.
    expect(within(dialog).getByRole('link', { name: 'Compare with the original' })).toHaveAttribute(
      'href',
      '/admin/possible-copies?reportId=6',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Investigation' }));
    expect(await screen.findByText('Report #6 is now under investigation!', undefined, WAIT)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/reports/6').map((c) => c.body)).toEqual([{ status: 'UnderInvestigation' }]);
    // The dialog follows the change: the investigation cannot be started twice.
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Start Investigation' })).toBeDisabled(),
      WAIT,
    );
  });

  it("shows a comment report's comment text in the Comment column, with the reporter's note (issue 34 §20)", async () => {
    renderPage({
      'GET /api/reports': ok(
        page([
          report(8, {
            reason: 'Harassment',
            target: 'comment',
            reportedComment: {
              id: 31,
              excerpt: 'You all drive like grandmas',
              authorUsername: 'troll',
              state: 'visible',
            },
          }),
          report(10, {
            reason: 'Spam',
            comment: 'Posted on ten liveries',
            target: 'comment',
            reportedComment: { id: 32, excerpt: 'Cheap coins at example.com', authorUsername: null, state: 'hidden' },
          }),
          report(9),
        ]),
      ),
    });
    const harassment = await screen.findByRole('row', { name: /#8/ }, WAIT);
    const commentCell = within(harassment).getAllByRole('cell').at(-2) as HTMLElement;
    expect(commentCell).toHaveTextContent('Reported comment');
    expect(commentCell).toHaveTextContent('You all drive like grandmas');
    expect(commentCell).not.toHaveTextContent('No comment');
    expect(within(harassment).getByText('Harassment')).toBeInTheDocument();
    expect(harassment).toHaveTextContent('by troll on');

    const spam = within(row(/#10/)).getAllByRole('cell').at(-2) as HTMLElement;
    expect(spam).toHaveTextContent('Reported comment · hidden');
    expect(spam).toHaveTextContent('Cheap coins at example.com');
    expect(spam).toHaveTextContent("Reporter's note");
    expect(spam).toHaveTextContent('Posted on ten liveries');
    // A livery report keeps the reporter's comment (or No comment) there.
    expect(within(row(/#9/)).getAllByRole('cell').at(-2)).toHaveTextContent('No comment');
  });

  it('hides a reported comment and resolves the report in one call, shown in the dialog (issue 34 §19)', async () => {
    let stored = report(8, {
      target: 'comment',
      reportedComment: { id: 31, excerpt: 'You all drive like grandmas', authorUsername: 'troll', state: 'visible' },
    });
    const api = renderPage({
      'GET /api/reports': () => ok(page([stored, report(9)])),
      'POST /api/reports/8/hide-comment': () => {
        stored = {
          ...stored,
          status: 'Resolved',
          handledBy: { id: 1, username: 'lena' },
          handledAt: hoursAgo(0),
          reportedComment: {
            ...(stored.reportedComment as NonNullable<AdminReport['reportedComment']>),
            state: 'hidden',
          },
        };
        return ok(stored);
      },
      'DELETE /api/comments/31': { status: 204 },
    });
    expect(within(await screen.findByRole('row', { name: /#8/ }, WAIT)).getAllByText('Comment').length).toBeGreaterThan(
      0,
    );
    expect(within(row(/#9/)).queryByText('Comment')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Details of report #8' }));
    const dialog = screen.getByRole('dialog', { name: 'Report #8' });
    expect(within(dialog).getByText('troll')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide Comment and Resolve' }));
    expect(await screen.findByText('Comment hidden and report #8 resolved.', undefined, WAIT)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reports/8/hide-comment')).toHaveLength(1);
    // The dialog stays open and follows the change; the row says Resolved by lena.
    await waitFor(() => expect(within(dialog).getByText('Resolved')).toBeInTheDocument(), WAIT);
    expect(within(dialog).getByRole('button', { name: 'Comment Hidden' })).toBeDisabled();
    // Behind the dialog (hidden from the accessibility tree while it is open).
    const behind = screen.getByRole('row', { name: /#8/, hidden: true });
    expect(within(behind).getByText('Resolved')).toBeInTheDocument();
    expect(behind).toHaveTextContent('by lena');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Comment' }));
    expect(api.callsTo('DELETE', '/api/comments/31')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/comments/31')).toHaveLength(1), WAIT);
  });

  it('asks before resolving, and shows the failure message when the server refuses', async () => {
    const api = renderPage({
      'GET /api/reports': ok(page([report(5)])),
      'PATCH /api/reports/5': fail(409, 'This member already has an open report on this livery.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve report #5' }, WAIT));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Mark report #5 as resolved?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(
      await screen.findByText(
        'Failed to resolve report: This member already has an open report on this livery.',
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/reports/5').map((c) => c.body)).toEqual([{ status: 'Resolved' }]);
    expect(within(row(/Gulf 963 #5/)).getByText('Pending')).toBeInTheDocument();
  });

  it('dismisses the selected reports in bulk after confirmation', async () => {
    const api = renderPage({
      'GET /api/reports': ok(page([report(1), report(2)])),
      'POST /api/reports/bulk': ({ body }) => ok({ updated: (body as { ids: number[] }).ids.length }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all reports on this page' }, WAIT));
    await userEvent.click(screen.getByRole('button', { name: 'Bulk Dismiss' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Dismiss 2 reports? This means the reports were invalid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('2 reports have been dismissed!', undefined, WAIT)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reports/bulk').map((c) => c.body)).toEqual([{ ids: [1, 2], status: 'Dismissed' }]);
  });

  it('shows a load failure with Try Again', async () => {
    let answer = fail(503, 'The database is unavailable. Please try again shortly.');
    renderPage({ 'GET /api/reports': () => answer });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(
      'Could not load the reports: The database is unavailable. Please try again shortly.',
    );
    answer = ok(page([report(9)]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Gulf 963 #9', undefined, WAIT)).toBeInTheDocument();
  });

  it('shows cards instead of the table on a phone, with the same actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const api = renderPage({
      'GET /api/reports': ok(page([report(3, { reason: 'StolenContent', dateReported: hoursAgo(40) })])),
      'PATCH /api/reports/3': ({ body }) => ok({ ...report(3), ...(body as object) }),
    });
    const cards = await screen.findByRole('list', { name: 'Reports' }, WAIT);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveAttribute('data-urgent', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Investigate report #3' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/reports/3')).toHaveLength(1), WAIT);
  });
});
