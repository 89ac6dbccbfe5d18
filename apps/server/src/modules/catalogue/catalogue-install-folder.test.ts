import { type CarModel, INSTALL_FOLDER_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUsersByRole, insertLiveryRow } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let users: Awaited<ReturnType<typeof createUsersByRole>>;
beforeAll(async () => {
  users = await createUsersByRole(t.app);
});

const json = (res: { body: string }) => JSON.parse(res.body);
const models = async (): Promise<CarModel[]> => json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }));
const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: users.admin.headers, payload });

describe('car model install folders', () => {
  it('are seeded for every model of the catalogue: the folder the game imports liveries from', async () => {
    const all = await models();
    expect(all).toHaveLength(30);
    for (const model of all) expect(model.installFolder).toBe('UserData/Liveries');
  });

  it('default to UserData/Liveries for a new model, and take the folder an admin gives, normalised', async () => {
    const [hyper] = json(await t.app.inject({ method: 'GET', url: '/api/carclasses' }));
    const plain = await write('POST', '/api/carmodels', { name: 'Porsche 718 GT4', carClassId: hyper.id });
    expect(plain.statusCode).toBe(201);
    expect(json(plain).installFolder).toBe('UserData/Liveries');

    const given = await write('POST', '/api/carmodels', {
      name: 'Genesis GMR-001',
      carClassId: hyper.id,
      installFolder: ' UserData\\Liveries\\GMR001\\ ',
    });
    expect(given.statusCode).toBe(201);
    expect(json(given).installFolder).toBe('UserData/Liveries/GMR001');
  });

  it('are kept when an edit leaves them out, changed when it gives one', async () => {
    const porsche = (await models()).find((x) => x.name === 'Porsche 963') as CarModel;
    const renamed = await write('PUT', `/api/carmodels/${porsche.id}`, {
      name: 'Porsche 963 Evo',
      carClassId: porsche.carClassId,
    });
    expect(json(renamed).installFolder).toBe('UserData/Liveries');
    const moved = await write('PUT', `/api/carmodels/${porsche.id}`, {
      name: 'Porsche 963 Evo',
      carClassId: porsche.carClassId,
      installFolder: 'UserData/Liveries/Porsche_963_Evo',
    });
    expect(json(moved).installFolder).toBe('UserData/Liveries/Porsche_963_Evo');
  });

  it.each([
    ['UserData/../../Windows', INSTALL_FOLDER_MESSAGES.noParent],
    ['C:\\Games\\LMU', INSTALL_FOLDER_MESSAGES.notRelative],
    ['/UserData/Liveries', INSTALL_FOLDER_MESSAGES.notRelative],
    ['UserData/Liveries/Car?', INSTALL_FOLDER_MESSAGES.badCharacters],
    ['', INSTALL_FOLDER_MESSAGES.required],
  ])('refuse %j with a 400 that names the problem, and change nothing', async (installFolder, message) => {
    const before = await models();
    const model = before[0] as CarModel;
    const res = await write('PUT', `/api/carmodels/${model.id}`, {
      name: model.name,
      carClassId: model.carClassId,
      installFolder,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await models()).toEqual(before);
  });

  it('reach the livery page, so the browser knows where to install', async () => {
    const oreca = (await models()).find((x) => x.name === 'Oreca 07 Gibson') as CarModel;
    const id = await insertLiveryRow(t.app, { uploaderId: users.user.id, carModelId: oreca.id });
    const detail = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${id}` }));
    expect(detail.installFolder).toBe('UserData/Liveries');
  });
});
