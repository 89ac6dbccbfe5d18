import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { TagsPage } from './tags-page';

const tags = ok([
  { id: 1, name: 'Historic', liveryCount: 3 },
  { id: 2, name: 'Fantasy', liveryCount: 0 },
]);

describe('TagsPage', { timeout: 15_000 }, () => {
  it('renames a tag with PUT /api/tags/{id}', async () => {
    const api = fakeApi({ 'GET /api/tags': tags, 'PUT /api/tags/2': ok({ id: 2, name: 'Fictional', liveryCount: 0 }) });
    renderWithRouter(<TagsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Fantasy' }, WAIT));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Tag Name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Fictional');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('PUT', '/api/tags/2')[0]?.body).toEqual({ name: 'Fictional' });
    expect(screen.getByRole('button', { name: 'Delete Historic' })).toBeDisabled();
  });

  it('shows why a delete was refused', async () => {
    fakeApi({
      'GET /api/tags': tags,
      'DELETE /api/tags/2': fail(
        409,
        'Cannot delete "Fantasy" because 1 liveries use it. Remove the tag from them first!',
      ),
    });
    renderWithRouter(<TagsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Fantasy' }, WAIT));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Failed to delete tag: Cannot delete "Fantasy" because 1 liveries use it.',
    );
  });

  it('explains a failed load', async () => {
    fakeApi({ 'GET /api/tags': fail(503, 'The database is unavailable.') });
    renderWithRouter(<TagsPage />);
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Failed to load tags: The database is unavailable.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
