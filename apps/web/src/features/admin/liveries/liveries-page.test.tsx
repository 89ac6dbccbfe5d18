import type { LiveryListItem } from '@paddock/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveryListItem, page } from '@/test/factories';
import { catalogueAnswers, fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { LiveriesPage } from './liveries-page';

const list = (items: LiveryListItem[]) => ok(page(items));
/** Its class and model are in the catalogue, so the edit form can pick them by name. */
const gt3 = { carClassName: 'GT3', carModelName: 'BMW M4 GT3' };

// Several debounced inputs and async option lists: more time than the default on a busy machine.
describe('LiveriesPage', { timeout: 15_000 }, () => {
  it('sends every filter to GET /api/admin/liveries', async () => {
    const api = fakeApi({
      ...catalogueAnswers,
      'GET /api/admin/liveries': list([liveryListItem({ id: 1, title: 'Night Shift' })]),
    });
    renderWithRouter(<LiveriesPage />);
    await screen.findByRole('link', { name: 'Night Shift' }, WAIT);
    expect(screen.getByLabelText('Car Model')).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Search'), 'gulf');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Hypercar' })).toBeInTheDocument(), WAIT);
    await userEvent.selectOptions(screen.getByLabelText('Car Class'), 'Hypercar');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Porsche 963' })).toBeInTheDocument(), WAIT);
    await userEvent.selectOptions(screen.getByLabelText('Car Model'), 'Porsche 963');
    await userEvent.selectOptions(screen.getByLabelText('Tag'), 'Sponsor');
    fireEvent.change(screen.getByLabelText('Uploaded From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('Uploaded To'), { target: { value: '2025-06-30' } });
    await userEvent.type(screen.getByLabelText('Min Downloads'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Title' }));

    await waitFor(() => {
      const query = Object.fromEntries(api.callsTo('GET', '/api/admin/liveries').at(-1)?.url.searchParams ?? []);
      expect(query).toEqual({
        pageNumber: '1',
        pageSize: '20',
        sortBy: 'title',
        descending: 'true',
        search: 'gulf',
        carClassId: '1',
        carModelId: '11',
        tagId: '10',
        dateFrom: '2025-01-01',
        dateTo: '2025-06-30',
        minDownloads: '50',
      });
    }, WAIT);
  });

  it('saves the edit with PATCH, with the model picked by name', async () => {
    const api = fakeApi({
      ...catalogueAnswers,
      'GET /api/admin/liveries': list([liveryListItem({ id: 4, title: 'Night Shift', ...gt3 })]),
      'PATCH /api/admin/liveries/4': ok(liveryListItem({ id: 4, title: 'Dawn Patrol', ...gt3 })),
    });
    renderWithRouter(<LiveriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Night Shift' }, WAIT));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Car Model')).toHaveValue('21'), WAIT);
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });

    await userEvent.selectOptions(within(dialog).getByLabelText('Car Class'), 'Hypercar');
    expect(save).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Porsche 963' })).toBeInTheDocument(), WAIT);
    await userEvent.selectOptions(within(dialog).getByLabelText('Car Model'), 'Porsche 963');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Dawn Patrol');
    await userEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('PATCH', '/api/admin/liveries/4')[0]?.body).toEqual({ title: 'Dawn Patrol', carModelId: 11 });
  });

  it('adds a tag to the selected liveries from the bulk panel', async () => {
    const api = fakeApi({
      ...catalogueAnswers,
      'GET /api/admin/liveries': list([
        liveryListItem({ id: 1, title: 'One' }),
        liveryListItem({ id: 2, title: 'Two' }),
      ]),
      'POST /api/admin/liveries/bulk': ok({ updated: 2 }),
    });
    renderWithRouter(<LiveriesPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all liveries on this page' }, WAIT));
    const panel = screen.getByRole('region', { name: 'Bulk actions' });
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Sponsor' })).toBeInTheDocument(), WAIT);
    await userEvent.selectOptions(within(panel).getByLabelText('Tag to add'), 'Sponsor');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Tag' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/liveries/bulk')).toHaveLength(1), WAIT);
    expect(api.callsTo('POST', '/api/admin/liveries/bulk')[0]?.body).toEqual({
      ids: [1, 2],
      action: 'addTag',
      tagId: 10,
    });
  });

  it('shows why a delete failed', async () => {
    fakeApi({
      ...catalogueAnswers,
      'GET /api/admin/liveries': list([liveryListItem({ id: 7, title: 'Gulf Heritage' })]),
      'DELETE /api/liveries/7': fail(404, 'Livery not found.'),
    });
    renderWithRouter(<LiveriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gulf Heritage' }, WAIT));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to DELETE Gulf Heritage? This cannot be undone!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Failed to delete livery: Livery not found.',
    );
  });
});
