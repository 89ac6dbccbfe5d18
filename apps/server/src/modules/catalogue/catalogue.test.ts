import { MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, createUsersByRole, insertLiveryRow, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let users: Awaited<ReturnType<typeof createUsersByRole>>;
beforeAll(async () => {
  users = await createUsersByRole(t.app);
});

const m = MESSAGES.catalogue;
const as = (user?: TestUser) => (user ? user.headers : {});
const json = (res: { body: string }) => JSON.parse(res.body);

describe('public catalogue reads', () => {
  it('lists the seeded Le Mans Ultimate classes with their model counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carclasses' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([
      { id: expect.any(Number), name: 'Hypercar', modelCount: 12 },
      { id: expect.any(Number), name: 'LMP2', modelCount: 1 },
      { id: expect.any(Number), name: 'LMP3', modelCount: 3 },
      { id: expect.any(Number), name: 'LMGT3', modelCount: 10 },
      { id: expect.any(Number), name: 'GTE', modelCount: 4 },
    ]);
  });

  it('lists the models of one class, and every model with its class and livery count', async () => {
    const classes = json(await t.app.inject({ method: 'GET', url: '/api/carclasses' }));
    const lmp2 = classes.find((c: { name: string }) => c.name === 'LMP2');
    const models = json(await t.app.inject({ method: 'GET', url: `/api/carclasses/${lmp2.id}/models` }));
    expect(models).toEqual([
      {
        id: expect.any(Number),
        name: 'Oreca 07 Gibson',
        carClassId: lmp2.id,
        carClassName: 'LMP2',
        installFolder: 'UserData/Liveries',
        liveryCount: 0,
        aliases: [],
      },
    ]);
    const all = json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }));
    expect(all).toHaveLength(30);
    expect(all.find((x: { name: string }) => x.name === 'Porsche 963')).toMatchObject({ carClassName: 'Hypercar' });
  });

  it('lists tags', async () => {
    const tags = json(await t.app.inject({ method: 'GET', url: '/api/tags' }));
    expect(tags.map((x: { name: string }) => x.name)).toEqual(
      expect.arrayContaining(['Real team', 'Fictional', 'Endurance']),
    );
  });

  it('answers 404 for an unknown class and 400 for ids that are not positive integers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/carclasses/99999/models' })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '1%20OR%201=1', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/carclasses/${bad}/models` });
      expect(res.statusCode, bad).toBe(400);
      expect(json(res)).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: MESSAGES.common.invalidId,
      });
    }
  });
});

describe('who may change the catalogue', () => {
  const writes = [
    { method: 'POST', url: '/api/carclasses', payload: { name: 'Guarded class' } },
    { method: 'PUT', url: '/api/carclasses/1', payload: { name: 'Guarded rename' } },
    { method: 'DELETE', url: '/api/carclasses/1' },
    { method: 'POST', url: '/api/carmodels', payload: { name: 'Guarded model', carClassId: 1 } },
    { method: 'PUT', url: '/api/carmodels/1', payload: { name: 'Guarded model', carClassId: 1 } },
    { method: 'DELETE', url: '/api/carmodels/1' },
    { method: 'POST', url: '/api/tags', payload: { name: 'Guarded tag' } },
    { method: 'PUT', url: '/api/tags/1', payload: { name: 'Guarded tag' } },
    { method: 'DELETE', url: '/api/tags/1' },
  ] as const;

  it.each(writes)('$method $url: anonymous 401, member/moderator/banned 403, nothing changed', async (req) => {
    const before = json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }));
    // A banned member's sessions end on first sight, so each case needs a fresh one.
    const banned = await createUser(t.app, { banned: true });
    const cases: [string, TestUser | undefined, number][] = [
      ['anonymous', undefined, 401],
      ['member', users.user, 403],
      ['moderator', users.moderator, 403],
      ['banned', banned, 403],
      ['banned again (session ended)', banned, 401],
    ];
    for (const [who, user, status] of cases) {
      const res = await t.app.inject({ ...req, headers: as(user) });
      expect(res.statusCode, `${who} ${req.method} ${req.url}`).toBe(status);
      expect(json(res)).toMatchObject({ statusCode: status, message: expect.any(String) });
    }
    expect(json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }))).toEqual(before);
  });

  it('checks the role before looking at the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/carclasses', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('admin writes', () => {
  it('creates, renames and deletes a class, and audits each step', async () => {
    const admin = users.admin.headers;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/carclasses',
      headers: admin,
      payload: { name: '  GT4  ' },
    });
    expect(created.statusCode).toBe(201);
    const cls = json(created);
    expect(cls).toEqual({ id: expect.any(Number), name: 'GT4', modelCount: 0 });

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/carclasses/${cls.id}`,
      headers: admin,
      payload: { name: 'GT4 Europe' },
    });
    expect(json(renamed)).toEqual({ ...cls, name: 'GT4 Europe' });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/carclasses/${cls.id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    const after = json(await t.app.inject({ method: 'GET', url: '/api/carclasses' }));
    expect(after.some((c: { id: number }) => c.id === cls.id)).toBe(false);

    const audit = await t.app.deps.db.kysely
      .selectFrom('audit_event')
      .select(['action', 'actor_id', 'target_id'])
      .where('target_type', '=', 'carclass')
      .where('target_id', '=', String(cls.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'carclass.create', actor_id: users.admin.id, target_id: String(cls.id) },
      { action: 'carclass.update', actor_id: users.admin.id, target_id: String(cls.id) },
      { action: 'carclass.delete', actor_id: users.admin.id, target_id: String(cls.id) },
    ]);
  });

  it.each([
    ['/api/carclasses', {}, m.classNameRequired],
    ['/api/carclasses', { name: '   ' }, m.classNameRequired],
    ['/api/carclasses', { name: 42 }, m.classNameRequired],
    ['/api/carmodels', { name: ' ', carClassId: 1 }, m.modelNameRequired],
    ['/api/carmodels', { name: 'Porsche 718 GT4' }, m.modelClassRequired],
    ['/api/tags', { name: '' }, m.tagNameRequired],
  ])('POST %s %j answers 400 with the spec message', async (url, payload, message) => {
    const res = await t.app.inject({ method: 'POST', url, headers: users.admin.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });

  it('refuses fields a client must not set and over-long names', async () => {
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/carclasses',
      headers: users.admin.headers,
      payload: { name: 'X', id: 7 },
    });
    expect(extra.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: users.admin.headers,
      payload: { name: 'x'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('keeps names unique case-insensitively', async () => {
    const admin = users.admin.headers;
    const dupClass = await t.app.inject({
      method: 'POST',
      url: '/api/carclasses',
      headers: admin,
      payload: { name: 'hYpErCaR' },
    });
    expect(dupClass.statusCode).toBe(409);
    expect(json(dupClass).message).toBe(m.classNameTaken('hYpErCaR'));

    const classes = json(await t.app.inject({ method: 'GET', url: '/api/carclasses' }));
    const [hyper, lmp2] = [classes[0], classes[1]];
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/carclasses/${lmp2.id}`,
      headers: admin,
      payload: { name: 'HYPERCAR' },
    });
    expect(rename.statusCode).toBe(409);
    const sameName = await t.app.inject({
      method: 'PUT',
      url: `/api/carclasses/${hyper.id}`,
      headers: admin,
      payload: { name: 'Hypercar' },
    });
    expect(sameName.statusCode).toBe(200);

    const dupModel = await t.app.inject({
      method: 'POST',
      url: '/api/carmodels',
      headers: admin,
      payload: { name: 'porsche 963', carClassId: hyper.id },
    });
    expect(dupModel.statusCode).toBe(409);
    const otherClass = await t.app.inject({
      method: 'POST',
      url: '/api/carmodels',
      headers: admin,
      payload: { name: 'Porsche 963', carClassId: lmp2.id },
    });
    expect(otherClass.statusCode).toBe(201);

    const dupTag = await t.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: admin,
      payload: { name: 'real TEAM' },
    });
    expect(dupTag.statusCode).toBe(409);
  });

  it('needs an existing class for a model', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/carmodels',
      headers: users.admin.headers,
      payload: { name: 'Ghost', carClassId: 99999 },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(m.classNotFound);
  });

  it('answers 404 when the thing to change does not exist', async () => {
    const admin = users.admin.headers;
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/carclasses/99999', headers: admin, payload: { name: 'X1' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/carmodels/99999', headers: admin })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/api/tags/99999', headers: admin })).statusCode).toBe(404);
  });
});

describe('deleting what is in use', () => {
  it('refuses a class with models, a model with liveries and a tag on liveries, with the spec messages', async () => {
    const admin = users.admin.headers;
    const cls = json(
      await t.app.inject({ method: 'POST', url: '/api/carclasses', headers: admin, payload: { name: 'Touring' } }),
    );
    const model = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/carmodels',
        headers: admin,
        payload: { name: 'Touring One', carClassId: cls.id },
      }),
    );
    const tag = json(
      await t.app.inject({ method: 'POST', url: '/api/tags', headers: admin, payload: { name: 'Touring Tag' } }),
    );
    await insertLiveryRow(t.app, { uploaderId: users.user.id, carModelId: model.id, tagIds: [tag.id] });

    const delClass = await t.app.inject({ method: 'DELETE', url: `/api/carclasses/${cls.id}`, headers: admin });
    expect(delClass.statusCode).toBe(409);
    expect(json(delClass).message).toBe(
      'Cannot delete "Touring" because it has 1 car models. Delete the models first!',
    );

    const delModel = await t.app.inject({ method: 'DELETE', url: `/api/carmodels/${model.id}`, headers: admin });
    expect(delModel.statusCode).toBe(409);
    expect(json(delModel).message).toBe(
      'Cannot delete "Touring One" because it has 1 liveries. Delete the liveries first!',
    );

    const delTag = await t.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}`, headers: admin });
    expect(delTag.statusCode).toBe(409);

    const models = json(await t.app.inject({ method: 'GET', url: `/api/carclasses/${cls.id}/models` }));
    expect(models).toEqual([{ ...model, liveryCount: 1 }]);
  });
});

describe('a model moved to another class', () => {
  it('takes its liveries to that class in browse, in every sort, and in related lists', async () => {
    const admin = users.admin.headers;
    const newClass = async (name: string) =>
      json(await t.app.inject({ method: 'POST', url: '/api/carclasses', headers: admin, payload: { name } })).id;
    const [from, to] = [await newClass('Moving From'), await newClass('Moving To')];
    const addModel = async (name: string, carClassId: number) =>
      json(await t.app.inject({ method: 'POST', url: '/api/carmodels', headers: admin, payload: { name, carClassId } }))
        .id;
    const [mover, stayer] = [await addModel('Mover GT', from), await addModel('Stayer GT', to)];
    const moved = await insertLiveryRow(t.app, { uploaderId: users.user.id, carModelId: mover, title: 'Moved' });
    const stays = await insertLiveryRow(t.app, { uploaderId: users.user.id, carModelId: stayer, title: 'Stays' });
    const ids = async (classId: number, sortBy: string) =>
      json(
        await t.app.inject({ method: 'GET', url: `/api/liveries?carClassId=${classId}&sortBy=${sortBy}` }),
      ).items.map((i: { id: number }) => i.id);
    const related = async (id: number) =>
      json(await t.app.inject({ method: 'GET', url: `/api/liveries/${id}/related` })).map((i: { id: number }) => i.id);
    expect(await ids(from, 'uploadDate')).toEqual([moved]);
    expect(await related(stays)).toEqual([]);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/carmodels/${mover}`,
      headers: admin,
      payload: { name: 'Mover GT', carClassId: to },
    });
    expect(res.statusCode).toBe(200);
    for (const sortBy of ['uploadDate', 'downloadCount', 'favoriteCount', 'title', 'author', 'rating']) {
      expect(await ids(from, sortBy), sortBy).toEqual([]);
      expect((await ids(to, sortBy)).sort(), sortBy).toEqual([moved, stays].sort());
    }
    expect(await related(stays)).toEqual([moved]);
    const detail = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${moved}` }));
    expect(detail.carClassId).toBe(to);
  });
});
