import { type CarModel, MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, createUsersByRole, insertLiveryRow, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

// Car model nicknames (issue 38 §6): an admin's edit of them changes what search finds at once,
// through the app's own answer cache (left on here: a search asked twice is kept, and the edit
// must forget it).
const t = useTestApp();
let users: Awaited<ReturnType<typeof createUsersByRole>>;
let corvette: CarModel;
let stingray: number;
let other: number;

const m = MESSAGES.catalogue;
const json = (res: { body: string }) => JSON.parse(res.body);
const models = async (): Promise<CarModel[]> => json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }));
const found = async (search: string): Promise<number[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/liveries?search=${encodeURIComponent(search)}` });
  expect(res.statusCode, res.body).toBe(200);
  return json(res)
    .items.map((item: { id: number }) => item.id)
    .sort();
};
const editModel = (model: CarModel, body: object, user: TestUser = users.admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/carmodels/${model.id}`,
    headers: user.headers,
    payload: { name: model.name, carClassId: model.carClassId, ...body },
  });
const auditSummaries = async (modelId: number) =>
  (
    await t.app.deps.db.kysely
      .selectFrom('audit_event')
      .select('summary')
      .where('target_type', '=', 'carmodel')
      .where('target_id', '=', String(modelId))
      .orderBy('id')
      .execute()
  ).map((row) => row.summary);

beforeAll(async () => {
  users = await createUsersByRole(t.app);
  const all = await models();
  corvette = all.find((x) => x.name === 'Chevrolet Corvette C8.R') as CarModel;
  const porsche = all.find((x) => x.name === 'Porsche 963') as CarModel;
  const uploaderId = users.user.id;
  stingray = await insertLiveryRow(t.app, { uploaderId, carModelId: corvette.id, title: 'Yellow Stingray' });
  other = await insertLiveryRow(t.app, { uploaderId, carModelId: porsche.id, title: 'Yellow Sunrise' });
});

describe('car model nicknames', () => {
  it('start empty, and search finds a model by a nickname from the moment an admin gives it', async () => {
    expect(corvette.aliases).toEqual([]);
    // Asked twice, so the answer cache keeps it: the edit below must forget it.
    expect(await found('vette')).toEqual([]);
    expect(await found('vette')).toEqual([]);

    const res = await editModel(corvette, { aliases: [' Vette ', 'C8', 'vette'] });
    expect(res.statusCode).toBe(200);
    // Repeats collapse, the first spelling kept.
    expect(json(res)).toEqual({ ...corvette, liveryCount: 1, aliases: ['Vette', 'C8'] });
    expect((await models()).find((x) => x.id === corvette.id)?.aliases).toEqual(['Vette', 'C8']);
    expect(await found('vette')).toEqual([stingray]);
    expect(await found('yellow vette')).toEqual([stingray]);
    expect(await found('Yellow')).toEqual([stingray, other].sort());
  });

  it('stay when an edit leaves them out, and are no longer found once removed', async () => {
    await editModel(corvette, { aliases: ['Vette'] });
    const kept = await editModel(corvette, { installFolder: 'UserData/Liveries/C8R' });
    expect(json(kept).aliases).toEqual(['Vette']);
    expect(await found('vette')).toEqual([stingray]);

    const removed = await editModel(corvette, { aliases: [] });
    expect(json(removed).aliases).toEqual([]);
    expect(await found('vette')).toEqual([]);
    expect(await found('stingray')).toEqual([stingray]);
    expect(await auditSummaries(corvette.id)).toEqual([
      'Updated car model "Chevrolet Corvette C8.R" to "Chevrolet Corvette C8.R" (nicknames: Vette, C8)',
      'Updated car model "Chevrolet Corvette C8.R" to "Chevrolet Corvette C8.R" (nicknames: Vette)',
      'Updated car model "Chevrolet Corvette C8.R" to "Chevrolet Corvette C8.R" (install folder UserData/Liveries/C8R)',
      'Updated car model "Chevrolet Corvette C8.R" to "Chevrolet Corvette C8.R" (no nicknames)',
    ]);
  });

  it('can be given when a model is created, and go with it when it is deleted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carmodels',
      headers: users.admin.headers,
      payload: {
        name: 'Aston Martin DBR9',
        carClassId: corvette.carClassId,
        aliases: ['AMR', 'aston  martin DBR9', 'Dee Bee'],
      },
    });
    expect(res.statusCode).toBe(201);
    const created = json(res);
    // The model's own name is no nickname.
    expect(created.aliases).toEqual(['AMR', 'Dee Bee']);
    expect(await auditSummaries(created.id)).toEqual([
      'Created car model "Aston Martin DBR9" in GTE (nicknames: AMR, Dee Bee)',
    ]);
    const admin = users.admin.headers;
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/carmodels/${created.id}`, headers: admin });
    expect(gone.statusCode).toBe(204);
    // The rows go with the model (the foreign key cascades).
    const rows = t.app.deps.db.kysely.selectFrom('car_model_alias').where('car_model_id', '=', created.id);
    expect(await rows.select('alias').execute()).toEqual([]);
  });

  it.each([
    [['V@tte'], m.aliasCharacters('V@tte')],
    [['Vette', '  '], m.aliasEmpty],
    [['x'.repeat(41)], m.aliasTooLong(`${'x'.repeat(40)}…`, 40)],
    [Array.from({ length: 11 }, (_, i) => `Nick ${i}`), m.aliasesTooMany(10)],
    ['Vette', m.aliasesNotList],
    [[7], m.aliasesNotList],
  ])('refuses %j with a 400 and changes nothing', async (aliases, message) => {
    const res = await editModel(corvette, { aliases });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    expect((await models()).find((x) => x.id === corvette.id)?.aliases).toEqual([]);
  });

  it('are the admins’ alone: members and moderators are refused, anonymous callers asked to sign in', async () => {
    const banned = await createUser(t.app, { banned: true });
    for (const [user, status] of [
      [users.user, 403],
      [users.moderator, 403],
      [banned, 403],
    ] as const) {
      expect((await editModel(corvette, { aliases: ['Vette'] }, user)).statusCode).toBe(status);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/carmodels/${corvette.id}`,
      payload: { name: corvette.name, carClassId: corvette.carClassId, aliases: ['Vette'] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await models()).find((x) => x.id === corvette.id)?.aliases).toEqual([]);
    expect(await found('vette')).toEqual([]);
  });
});
