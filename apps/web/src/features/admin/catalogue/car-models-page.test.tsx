import { INSTALL_FOLDER_MESSAGES, MESSAGES } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogueAnswers, fail, fakeApi, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { CarModelsPage } from './car-models-page';

const modelNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('CarModelsPage', { timeout: 15_000 }, () => {
  it('filters by class and by model or class name, then clears', async () => {
    fakeApi(catalogueAnswers);
    renderWithRouter(<CarModelsPage />);
    await screen.findByText('Porsche 963', undefined, WAIT);
    await waitFor(() => expect(screen.getByRole('option', { name: 'GT3' })).toBeInTheDocument(), WAIT);
    await userEvent.selectOptions(screen.getByLabelText('Car Class'), 'GT3');
    expect(modelNames()).toEqual(['BMW M4 GT3', 'Porsche 911 GT3 R']);
    await userEvent.type(screen.getByLabelText('Search'), 'porsche');
    await waitFor(() => expect(modelNames()).toEqual(['Porsche 911 GT3 R']), WAIT);
    await userEvent.click(screen.getByRole('button', { name: /Clear Filters/ }));
    await waitFor(() => expect(modelNames()).toHaveLength(3), WAIT);
    expect(screen.getByRole('button', { name: 'Delete Porsche 963' })).toBeDisabled();
  });

  it('requires a class, then saves the model with POST /api/carmodels', async () => {
    const api = fakeApi({
      ...catalogueAnswers,
      'POST /api/carmodels': { status: 201, body: { id: 4, name: 'Ferrari 499P', carClassId: 1 } },
    });
    renderWithRouter(<CarModelsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Car Model' }, WAIT));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Model Name'), 'Ferrari 499P');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Car Model' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Car class is required!');

    await userEvent.selectOptions(within(dialog).getByLabelText('Car Class'), 'Hypercar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Car Model' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('POST', '/api/carmodels')[0]?.body).toEqual({ name: 'Ferrari 499P', carClassId: 1 });
  });

  it('keeps the form open with the server message when the name is taken', async () => {
    fakeApi({
      ...catalogueAnswers,
      'PUT /api/carmodels/21': fail(409, 'A car model named "Porsche 911 GT3 R" already exists in this class.'),
    });
    renderWithRouter(<CarModelsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit BMW M4 GT3' }, WAIT));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Car Class')).toHaveValue('2');
    await userEvent.clear(within(dialog).getByLabelText('Model Name'));
    await userEvent.type(within(dialog).getByLabelText('Model Name'), 'Porsche 911 GT3 R');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'A car model named "Porsche 911 GT3 R" already exists in this class.',
    );
  });
});

describe('CarModelsPage install folders', { timeout: 15_000 }, () => {
  it('shows each model’s folder, refuses a path leaving the game folder, and saves a normalised one', async () => {
    const api = fakeApi({
      ...catalogueAnswers,
      'PUT /api/carmodels/11': { status: 200, body: { id: 11, name: 'Porsche 963', carClassId: 1 } },
    });
    renderWithRouter(<CarModelsPage />);
    expect(await screen.findByText('UserData/Liveries/P963', undefined, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Porsche 963' }));
    const dialog = screen.getByRole('dialog');
    const folder = within(dialog).getByLabelText('Install Folder');
    expect(folder).toHaveValue('UserData/Liveries/P963');
    await userEvent.clear(folder);
    await userEvent.type(folder, 'UserData/../Windows');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(INSTALL_FOLDER_MESSAGES.noParent);
    expect(api.callsTo('PUT', '/api/carmodels/11')).toHaveLength(0);

    await userEvent.clear(folder);
    await userEvent.type(folder, 'UserData\\Liveries\\Porsche_963');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('PUT', '/api/carmodels/11')[0]?.body).toEqual({
      name: 'Porsche 963',
      carClassId: 1,
      installFolder: 'UserData/Liveries/Porsche_963',
      aliases: ['Nine Six Three'],
    });
  });
});

describe('CarModelsPage nicknames (issue 38 §6)', { timeout: 15_000 }, () => {
  const NICKNAMES = 'Nicknames (search aliases)';

  it('shows each model’s nicknames, finds a model by one, and edits them as a comma-separated line', async () => {
    const api = fakeApi({
      ...catalogueAnswers,
      'PUT /api/carmodels/11': { status: 200, body: { id: 11, name: 'Porsche 963', carClassId: 1 } },
    });
    renderWithRouter(<CarModelsPage />);
    const shown = await screen.findByRole('list', { name: 'Nicknames of Porsche 963' }, WAIT);
    expect(within(shown).getByText('Nine Six Three')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'six three');
    await waitFor(() => expect(modelNames()).toEqual(['Porsche 963']), WAIT);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Porsche 963' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText(NICKNAMES);
    expect(field).toHaveValue('Nine Six Three');
    expect(field).toHaveAccessibleDescription(/Players can find this model's liveries by these names, e.g. Vette/);
    await userEvent.clear(field);
    await userEvent.type(field, 'Nine-Six-Three, V@tte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.catalogue.aliasCharacters('V@tte'));
    expect(api.callsTo('PUT', '/api/carmodels/11')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, ' 963 ,, Nine-Six-Three , 963,');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('PUT', '/api/carmodels/11')[0]?.body).toMatchObject({ aliases: ['963', 'Nine-Six-Three'] });
  });

  it('sends an emptied field as no nicknames, and a new model’s nicknames with it', async () => {
    const api = fakeApi({
      ...catalogueAnswers,
      'PUT /api/carmodels/11': { status: 200, body: { id: 11, name: 'Porsche 963', carClassId: 1 } },
      'POST /api/carmodels': { status: 201, body: { id: 4, name: 'Chevrolet Corvette C8.R', carClassId: 1 } },
    });
    renderWithRouter(<CarModelsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Porsche 963' }, WAIT));
    await userEvent.clear(within(screen.getByRole('dialog')).getByLabelText(NICKNAMES));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('PUT', '/api/carmodels/11')[0]?.body).toMatchObject({ aliases: [] });

    await userEvent.click(screen.getByRole('button', { name: 'Add Car Model' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Model Name'), 'Chevrolet Corvette C8.R');
    await userEvent.selectOptions(within(dialog).getByLabelText('Car Class'), 'Hypercar');
    await userEvent.type(within(dialog).getByLabelText(NICKNAMES), 'Vette');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Car Model' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('POST', '/api/carmodels')[0]?.body).toEqual({
      name: 'Chevrolet Corvette C8.R',
      carClassId: 1,
      aliases: ['Vette'],
    });
  });
});
