import { COLLECTION_REPORT_REASON_LABELS, REPORT_ERROR_MESSAGES } from '@paddock/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, member, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { collectionDetail } from '@/test/factories';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { CollectionView } from './collection-view';

const pack = collectionDetail({ id: 5, name: 'Sprint Cup', visibility: 'public', isLeaguePack: true, isOwner: false });

function renderPage(routes: Parameters<typeof fakeApi>[0], user: typeof member | null = member) {
  const api = fakeApi({ 'GET /api/collections/5': ok(pack), ...routes });
  renderWithAuth(
    pageRoutes('/collections/5/sprint-cup', <CollectionView rawId="5" onDeleted={vi.fn()} />),
    '/collections/5/sprint-cup',
    {
      user,
    },
  );
  return api;
}

/** Issue 34 §17: members report another member's public collection or league pack. */
describe('Report a collection', { timeout: 15_000 }, () => {
  it('sends the chosen collection reason and note, then thanks the member', async () => {
    const api = renderPage({ 'POST /api/reports/collection/5': { status: 201, body: { id: 9, status: 'Pending' } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Report Collection' });
    expect(dialog).toHaveTextContent('Tell our moderators what is wrong with “Sprint Cup”.');
    const reason = within(dialog).getByLabelText(/Reason/);
    // The collection's own reasons, not a livery's.
    const options = within(reason)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(1)).toEqual(Object.values(COLLECTION_REPORT_REASON_LABELS));
    expect(options).not.toContain('Broken File');
    const submit = within(dialog).getByRole('button', { name: /Submit Report/ });
    expect(submit).toBeDisabled();
    await user.selectOptions(reason, 'Harassment');
    await user.type(within(dialog).getByLabelText(/Comment/), '  Mocks a driver.  ');
    expect(within(dialog).getByText('981 characters remaining')).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reports/collection/5').map((c) => c.body)).toEqual([
        { reason: 'Harassment', comment: 'Mocks a driver.' },
      ]),
    );
    expect(
      await screen.findByText('Thank you for your report! It has been submitted and will be reviewed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    renderPage({ 'POST /api/reports/collection/5': fail(409, REPORT_ERROR_MESSAGES.collectionAlreadyReported) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Report Collection' });
    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'Other');
    await user.click(within(dialog).getByRole('button', { name: /Submit Report/ }));
    expect(await screen.findByText(REPORT_ERROR_MESSAGES.collectionAlreadyReported)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Collection' })).toBeInTheDocument();
  });

  it('is not offered on one’s own collection, a private one, signed out, or to an admin (who has Remove)', async () => {
    for (const [detail, user] of [
      [{ ...pack, isOwner: true }, member],
      [{ ...pack, visibility: 'private' as const }, member],
      [pack, null],
      [pack, admin],
    ] as const) {
      renderPage({ 'GET /api/collections/5': ok(detail) }, user);
      await screen.findByRole('button', { name: 'Copy link' }, WAIT);
      expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
      cleanup();
    }
  });
});
