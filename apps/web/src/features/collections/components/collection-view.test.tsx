import { ADMIN_COLLECTION_MESSAGES, type CollectionDetail, type CollectionEntry } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { collectionDetail, liveryListItem } from '@/test/factories';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { CollectionView } from './collection-view';

function detail(overrides: Partial<CollectionDetail> = {}): CollectionDetail {
  return collectionDetail({
    description: 'Season one',
    entryCount: 2,
    entries: [
      {
        position: 0,
        carNumber: '07',
        driverOrTeam: 'Team A',
        addedAt: '2026-01-01T00:00:00.000Z',
        livery: liveryListItem({ id: 1, title: 'Blue' }),
      },
      {
        position: 1,
        carNumber: null,
        driverOrTeam: null,
        addedAt: '2026-01-01T00:00:00.000Z',
        livery: liveryListItem({ id: 2, title: 'Red' }),
      },
    ],
    ...overrides,
  });
}

describe('Collection page', () => {
  it('moves an entry down by sending the whole new order', async () => {
    const api = fakeApi({
      'GET /api/collections/5': ok(detail()),
      'PUT /api/collections/5/order': ({ body }) => {
        const [first, second] = detail().entries as [CollectionEntry, CollectionEntry];
        return ok(
          detail({
            entries: (body as { liveryIds: number[] }).liveryIds[0] === 2 ? [second, first] : [first, second],
          }),
        );
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<CollectionView rawId="5" onDeleted={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Move Blue down' }, WAIT));
    await waitFor(() => expect(api.callsTo('PUT', '/api/collections/5/order')[0]?.body).toEqual({ liveryIds: [2, 1] }));
    await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Sprint Cup' })).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('Red');
    });
    expect(screen.getByRole('button', { name: 'Move Red up' })).toBeDisabled();
  });

  it('saves a car number and driver for a league pack entry', async () => {
    const api = fakeApi({
      'GET /api/collections/5': ok(detail()),
      'PATCH /api/collections/5/entries/2': ok(detail()),
    });
    const user = userEvent.setup();
    renderWithRouter(<CollectionView rawId="5" onDeleted={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'League pack: Red' }, WAIT);
    await user.type(within(form).getByLabelText('Car number'), '12');
    await user.type(within(form).getByLabelText('Driver or team'), 'Rossi');
    await user.click(within(form).getByRole('button', { name: 'Save Red' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/collections/5/entries/2')[0]?.body).toEqual({
        carNumber: '12',
        driverOrTeam: 'Rossi',
      }),
    );
    expect(api.callsTo('PUT', '/api/collections/5/entries')).toHaveLength(0);
  });

  it('shows visitors the numbers, Download pack and Copy link, without owner controls', async () => {
    fakeApi({ 'GET /api/collections/5': ok(detail({ isOwner: false })) });
    renderWithRouter(<CollectionView rawId="5" onDeleted={vi.fn()} />);
    const download = await screen.findByRole('link', { name: /Download pack/ }, WAIT);
    expect(download).toHaveAttribute('href', '/api/collections/5/pack.zip');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('#07')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("lets an admin remove another member's public collection with a reason the owner is sent", async () => {
    const admin = { id: 1, username: 'lena', email: 'lena@example.com', role: 'admin' };
    const api = fakeApi({
      'GET /api/session': ok({ user: admin }),
      'GET /api/collections/5': ok(detail({ isOwner: false })),
      'POST /api/admin/collections/5/remove': { status: 204, body: null },
    });
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<CollectionView rawId="5" onDeleted={onDeleted} />);
    await user.click(await screen.findByRole('button', { name: 'Remove collection' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this public collection?' });
    expect(dialog).toHaveTextContent('“Sprint Cup” by apex will be deleted for everyone.');
    await user.click(within(dialog).getByRole('button', { name: /Remove collection/ }));
    expect(within(dialog).getByText(ADMIN_COLLECTION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (sent to the owner)'), 'Insulting name');
    await user.click(within(dialog).getByRole('button', { name: /Remove collection/ }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ id: 5, ownerId: 9 })));
    expect(api.callsTo('POST', '/api/admin/collections/5/remove').map((c) => c.body)).toEqual([
      { reason: 'Insulting name' },
    ]);
    expect(api.callsTo('DELETE', '/api/collections/5')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers members no Remove on a collection that is not theirs', async () => {
    fakeApi({
      'GET /api/session': ok({ user: { id: 2, username: 'marco', email: 'm@example.com', role: 'user' } }),
      'GET /api/collections/5': ok(detail({ isOwner: false })),
    });
    renderWithRouter(<CollectionView rawId="5" onDeleted={vi.fn()} />);
    await screen.findByRole('button', { name: 'Copy link' }, WAIT);
    expect(screen.queryByRole('button', { name: /Remove collection|Delete/ })).not.toBeInTheDocument();
  });

  it('says a private or missing collection is not found', async () => {
    fakeApi({});
    renderWithRouter(<CollectionView rawId="5" onDeleted={vi.fn()} />);
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Collection not found');
  });
});
