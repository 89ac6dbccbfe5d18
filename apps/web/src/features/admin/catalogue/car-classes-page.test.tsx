import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { CarClassesPage } from './car-classes-page';

const classes = [
  { id: 3, name: 'LMP2', modelCount: 0 },
  { id: 1, name: 'Hypercar', modelCount: 4 },
  { id: 2, name: 'GT3', modelCount: 0 },
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('CarClassesPage', { timeout: 15_000 }, () => {
  it('lists classes by id, sorts by name locally, and blocks deleting a class with models', async () => {
    fakeApi({ 'GET /api/carclasses': ok(classes) });
    renderWithRouter(<CarClassesPage />);
    await screen.findByText('Hypercar', undefined, WAIT);
    expect(names()).toEqual(['Hypercar', 'GT3', 'LMP2']);
    await userEvent.click(screen.getByRole('button', { name: 'Class Name' }));
    expect(names()).toEqual(['GT3', 'Hypercar', 'LMP2']);
    expect(screen.getByRole('columnheader', { name: /Class Name/ })).toHaveAttribute('aria-sort', 'ascending');

    const blocked = screen.getByRole('button', { name: 'Delete Hypercar' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAttribute(
      'title',
      'Cannot delete "Hypercar" because it has 4 car models. Delete the models first!',
    );
  });

  it('creates a class with POST /api/carclasses, requiring a name', async () => {
    const api = fakeApi({
      'GET /api/carclasses': ok(classes),
      'POST /api/carclasses': ({ body }) => ({ status: 201, body: { id: 9, modelCount: 0, ...(body as object) } }),
    });
    renderWithRouter(<CarClassesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Car Class' }, WAIT));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Class Name');
    expect(input).toHaveAttribute('placeholder', expect.stringContaining('Hypercar, GT3, LMP2'));
    await userEvent.type(input, '   ');
    expect(within(dialog).getByRole('button', { name: 'Add Car Class' })).toBeDisabled();

    await userEvent.type(input, ' GTE ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Car Class' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('POST', '/api/carclasses')[0]?.body).toEqual({ name: 'GTE' });
  });

  it("shows the server's refusal when the class turned out to be in use", async () => {
    fakeApi({
      'GET /api/carclasses': ok(classes),
      'DELETE /api/carclasses/3': fail(
        409,
        'Cannot delete "LMP2" because it has 1 car models. Delete the models first!',
      ),
    });
    renderWithRouter(<CarClassesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete LMP2' }, WAIT));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the car class "LMP2"? This cannot be undone!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Failed to delete car class: Cannot delete "LMP2" because it has 1 car models. Delete the models first!',
    );
  });
});
