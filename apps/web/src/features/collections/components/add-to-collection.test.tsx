import type { MyCollection } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { collectionSummary } from '@/test/factories';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { AddToCollection } from './add-to-collection';

const collection = (overrides: Partial<MyCollection>): MyCollection =>
  collectionSummary({ containsLivery: false, ...overrides });

describe('Add to collection', () => {
  it('asks signed-out visitors to log in', async () => {
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderWithRouter(<AddToCollection liveryId={3} liveryTitle="Gulf" signedIn={false} />);
    await user.click(screen.getByRole('button', { name: 'Add to collection' }));
    expect(error).toHaveBeenCalledWith('Log in to add liveries to your collections.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists my collections with whether each holds the livery, and adds it to one', async () => {
    const api = fakeApi({
      'GET /api/collections/mine': ok([collection({}), collection({ id: 2, name: 'League', containsLivery: true })]),
      'POST /api/collections/1/entries': ok({}),
    });
    const user = userEvent.setup();
    renderWithRouter(<AddToCollection liveryId={3} liveryTitle="Gulf" signedIn compact />);
    await user.click(screen.getByRole('button', { name: 'Add “Gulf” to a collection' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(api.callsTo('GET', '/api/collections/mine')[0]?.url.search).toBe('?liveryId=3');
    const league = await within(dialog).findByRole('button', { name: /League/ }, WAIT);
    expect(league).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: /Favourites/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/collections/1/entries')[0]?.body).toEqual({ liveryId: 3 }));
  });

  it('creates a new collection and adds the livery to it', async () => {
    const api = fakeApi({
      'GET /api/collections/mine': ok([]),
      'POST /api/collections': { status: 201, body: collection({ id: 7, name: 'Endurance' }) },
      'POST /api/collections/7/entries': ok({}),
    });
    const user = userEvent.setup();
    renderWithRouter(<AddToCollection liveryId={3} liveryTitle="Gulf" signedIn />);
    await user.click(screen.getByRole('button', { name: 'Add to collection' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await user.type(within(dialog).getByLabelText('New collection name'), 'Endurance');
    await user.click(within(dialog).getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/collections/7/entries')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/collections')[0]?.body).toEqual({ name: 'Endurance' });
  });
});
