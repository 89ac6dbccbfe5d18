import type { LiveryListItem } from '@paddock/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { fail, fakeApi, ok, WAIT } from '../components/fake-api';
import { LiveriesPage } from './liveries-page';

const livery = (id: number, title: string): LiveryListItem => ({
  id,
  title,
  primaryScreenshotUrl: null,
  authorId: 3,
  authorUsername: 'painter',
  carClassName: 'GT3',
  carModelName: 'BMW M4 GT3',
  uploadDate: '2025-06-10T12:00:00.000Z',
  downloadCount: 1200,
  favoriteCount: 0,
  tags: [{ id: 9, name: 'Historic' }],
});

const catalogue = {
  'GET /api/carclasses': ok([
    { id: 1, name: 'Hypercar', modelCount: 1 },
    { id: 2, name: 'GT3', modelCount: 2 },
  ]),
  'GET /api/carclasses/1/models': ok([
    { id: 11, name: 'Porsche 963', carClassId: 1, carClassName: 'Hypercar', liveryCount: 0 },
  ]),
  'GET /api/carclasses/2/models': ok([
    { id: 21, name: 'BMW M4 GT3', carClassId: 2, carClassName: 'GT3', liveryCount: 1 },
    { id: 22, name: 'Ferrari 296 GT3', carClassId: 2, carClassName: 'GT3', liveryCount: 0 },
  ]),
  'GET /api/tags': ok([
    { id: 9, name: 'Historic', liveryCount: 1 },
    { id: 10, name: 'Sponsor', liveryCount: 0 },
  ]),
};
const list = (items: LiveryListItem[]) => ok({ items, totalCount: items.length, totalPages: 1 });

// Several debounced inputs and async option lists: more time than the default on a busy machine.
describe('LiveriesPage', { timeout: 15_000 }, () => {
  it('sends every filter to GET /api/admin/liveries', async () => {
    const api = fakeApi({ ...catalogue, 'GET /api/admin/liveries': list([livery(1, 'Night Shift')]) });
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
      ...catalogue,
      'GET /api/admin/liveries': list([livery(4, 'Night Shift')]),
      'PATCH /api/admin/liveries/4': ok(livery(4, 'Dawn Patrol')),
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
      ...catalogue,
      'GET /api/admin/liveries': list([livery(1, 'One'), livery(2, 'Two')]),
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
      ...catalogue,
      'GET /api/admin/liveries': list([livery(7, 'Gulf Heritage')]),
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
