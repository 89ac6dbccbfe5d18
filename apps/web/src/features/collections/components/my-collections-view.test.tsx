import type { MyCollection } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { collectionSummary } from '@/test/factories';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { MyCollectionsView } from './my-collections-view';
import { ProfileCollections } from './profile-collections';

const collection = (overrides: Partial<MyCollection>): MyCollection =>
  collectionSummary({ entryCount: 3, ...overrides });

describe('My Collections', () => {
  it('creates a public league pack from the form', async () => {
    const api = fakeApi({
      'GET /api/collections/mine': ok([]),
      'POST /api/collections': { status: 201, body: collection({ id: 4, name: 'Sprint' }) },
    });
    const user = userEvent.setup();
    renderWithRouter(<MyCollectionsView />);
    await screen.findByText('You have no collections yet: name one below.', {}, WAIT);
    await user.type(screen.getByLabelText('Name'), 'Sprint');
    await user.click(screen.getByLabelText('Public'));
    await user.click(screen.getByLabelText(/League pack/));
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/collections')[0]?.body).toEqual({
        name: 'Sprint',
        description: null,
        visibility: 'public',
        isLeaguePack: true,
      }),
    );
  });

  it('deletes a collection only after confirming', async () => {
    const api = fakeApi({
      'GET /api/collections/mine': ok([collection({ isLeaguePack: true, visibility: 'public' })]),
      'DELETE /api/collections/1': { status: 204 },
    });
    const user = userEvent.setup();
    renderWithRouter(<MyCollectionsView />);
    expect(await screen.findByRole('link', { name: 'Favourites' }, WAIT)).toHaveAttribute(
      'href',
      '/collections/1/favourites',
    );
    expect(screen.getByRole('article')).toHaveTextContent('League pack');
    await user.click(screen.getByRole('button', { name: 'Delete Favourites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this collection?' });
    expect(api.callsTo('DELETE', '/api/collections/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/collections/1')).toHaveLength(1));
  });
});

describe('Profile collections', () => {
  it("lists a member's public collections under a heading", async () => {
    fakeApi({ 'GET /api/users/9/collections': ok([collection({ name: 'Shown', visibility: 'public' })]) });
    renderWithRouter(<ProfileCollections userId={9} />);
    expect(await screen.findByRole('heading', { name: 'Collections' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shown' })).toBeInTheDocument();
  });

  it('shows nothing when there are none', async () => {
    const api = fakeApi({ 'GET /api/users/9/collections': ok([]) });
    const { container } = renderWithRouter(<ProfileCollections userId={9} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
