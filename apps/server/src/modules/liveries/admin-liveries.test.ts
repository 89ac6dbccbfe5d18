import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, expectAdminOnly, json } from '../../test/admin-test-helpers';
import { createUser, insertLiveryRow, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: TestUser;
let author: TestUser;
let gulf: { id: number };
let martini: { id: number };
let old: number;
let gt3ModelId: number;
let tagId: number;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const ids = async (q: string) => json(await get(`/api/admin/liveries?${q}`)).items.map((l: { id: number }) => l.id);

beforeAll(async () => {
  const db = t.app.deps.db.kysely;
  admin = await createUser(t.app, { role: 'admin' });
  author = await createUser(t.app, { username: 'Livery_Author' });
  gulf = await uploadLivery(t.app, author, { fields: { Title: 'Gulf Heritage' } });
  martini = await uploadLivery(t.app, author, { fields: { Title: 'Martini Stripes' } });
  const gt3 = await db
    .selectFrom('car_model as m')
    .innerJoin('car_class as c', 'c.id', 'm.car_class_id')
    .select('m.id')
    .where('c.name', '=', 'LMGT3')
    .executeTakeFirstOrThrow();
  gt3ModelId = gt3.id;
  old = await insertLiveryRow(t.app, { uploaderId: author.id, carModelId: gt3ModelId, title: 'Vintage GT3' });
  await db
    .updateTable('livery')
    .set({ upload_date: t.app.deps.dialect.timestamp(new Date(Date.now() - 10 * 86_400_000)), download_count: 50 })
    .where('id', '=', old)
    .execute();
  await db.updateTable('livery').set({ download_count: 5 }).where('id', '=', martini.id).execute();
  tagId = (await db.selectFrom('tag').select('id').where('name', '=', 'Endurance').executeTakeFirstOrThrow()).id;
});

describe('admin livery routes', () => {
  it.each([
    { method: 'GET', url: '/api/admin/liveries' },
    { method: 'PATCH', url: '/api/admin/liveries/1', payload: { title: 'Hijacked' } },
    { method: 'POST', url: '/api/admin/liveries/bulk', payload: { ids: [1], action: 'delete' } },
  ] as const)('$method $url is for admins only', async (req) => {
    await expectAdminOnly(t.app, req);
    expect(json(await get('/api/admin/liveries')).totalCount).toBe(3);
  });

  it('lists with browse items, filters by dates, downloads and search, and sorts', async () => {
    const page = json(await get('/api/admin/liveries'));
    expect(page).toMatchObject({ totalCount: 3, totalPages: 1 });
    expect(page.items[0]).toMatchObject({
      id: martini.id,
      title: 'Martini Stripes',
      authorUsername: 'Livery_Author',
      carClassName: 'Hypercar',
      carModelName: 'Porsche 963',
      primaryScreenshotUrl: expect.any(String),
      tags: [],
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(`dateFrom=${today}`)).toEqual([martini.id, gulf.id]);
    expect(await ids(`dateTo=${new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10)}`)).toEqual([old]);
    expect(await ids('minDownloads=5&sortBy=downloads')).toEqual([old, martini.id]);
    expect(await ids('minDownloads=5&sortBy=downloads&descending=false')).toEqual([martini.id, old]);
    expect(await ids('search=lmgt3')).toEqual([old]);
    expect(await ids('search=livery_author&sortBy=title&descending=false')).toEqual([gulf.id, martini.id, old]);
    expect(await ids('pageSize=1&pageNumber=3')).toEqual([old]);
    for (const bad of ['minDownloads=-1', 'sortBy=favoriteCount', 'dateFrom=01/02/2025', 'pageSize=101']) {
      expect((await get(`/api/admin/liveries?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('PATCH changes title and car model, audited', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/liveries/${gulf.id}`,
      headers: admin.headers,
      payload: { title: 'Gulf Heritage Renamed', carModelId: gt3ModelId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ id: gulf.id, title: 'Gulf Heritage Renamed', carClassName: 'LMGT3' });
    expect(await auditActions(t.app, 'livery')).toContainEqual({
      action: 'livery.update',
      targetId: String(gulf.id),
      actorId: admin.id,
    });
    const patch = (id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/liveries/${id}`, headers: admin.headers, payload });
    expect((await patch(99999, { title: 'x' })).statusCode).toBe(404);
    expect((await patch(gulf.id, {})).statusCode).toBe(400);
    expect((await patch(gulf.id, { carModelId: 99999 })).statusCode).toBe(400);
    expect((await patch(gulf.id, { downloadCount: 1 })).statusCode).toBe(400);
  });

  it('bulk adds a tag, changes the model, and deletes; unknown ids change nothing', async () => {
    const bulk = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/liveries/bulk', headers: admin.headers, payload });
    expect((await bulk({ ids: [gulf.id], action: 'addTag' })).statusCode).toBe(400);
    expect((await bulk({ ids: [gulf.id, 99999], action: 'delete' })).statusCode).toBe(404);
    expect(json(await get('/api/admin/liveries')).totalCount).toBe(3);

    expect(json(await bulk({ ids: [gulf.id, martini.id], action: 'addTag', tagId }))).toEqual({ updated: 2 });
    expect(json(await bulk({ ids: [gulf.id], action: 'addTag', tagId }))).toEqual({ updated: 1 });
    expect(await ids(`tagId=${tagId}`)).toEqual([martini.id, gulf.id]);
    expect(json(await bulk({ ids: [martini.id], action: 'changeModel', carModelId: gt3ModelId }))).toEqual({
      updated: 1,
    });
    expect((await ids(`carModelId=${gt3ModelId}`)).sort()).toEqual([gulf.id, martini.id, old].sort());

    expect(json(await bulk({ ids: [gulf.id, old], action: 'delete' }))).toEqual({ updated: 2 });
    expect(await ids('')).toEqual([martini.id]);
    const actions = (await auditActions(t.app, 'livery')).map((a) => `${a.action}:${a.targetId}`);
    expect(actions).toEqual(
      expect.arrayContaining([`livery.addTag:${gulf.id}`, `livery.changeModel:${martini.id}`, `livery.delete:${old}`]),
    );
  });

  it('audits an admin deleting their own livery too: it is still an admin action', async () => {
    const own = await insertLiveryRow(t.app, { uploaderId: admin.id, carModelId: gt3ModelId, title: 'Admin own' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/liveries/bulk',
      headers: admin.headers,
      payload: { ids: [own], action: 'delete' },
    });
    expect(json(res)).toEqual({ updated: 1 });
    expect(await auditActions(t.app, 'livery')).toContainEqual({
      action: 'livery.delete',
      targetId: String(own),
      actorId: admin.id,
    });
  });

  it('bulk delete is one transaction: a livery that cannot be deleted keeps every other one', async () => {
    const [first, held] = await Promise.all(
      ['Batch first', 'Batch held'].map((title) =>
        insertLiveryRow(t.app, { uploaderId: author.id, carModelId: gt3ModelId, title }),
      ),
    );
    // A fault on the batch's second livery, after the first is already deleted in the transaction.
    const db = t.app.deps.db.kysely;
    if (t.app.deps.db.kind === 'postgres') {
      await sql`CREATE FUNCTION hold_livery() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'held'; END $$`.execute(db);
      await sql`CREATE TRIGGER hold_livery BEFORE DELETE ON livery FOR EACH ROW
        WHEN (old.id = ${sql.lit(held)}) EXECUTE FUNCTION hold_livery()`.execute(db);
    } else {
      await sql`CREATE TRIGGER hold_livery BEFORE DELETE ON livery WHEN old.id = ${sql.lit(held)}
        BEGIN SELECT RAISE(ABORT, 'held'); END`.execute(db);
    }
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/liveries/bulk',
        headers: admin.headers,
        payload: { ids: [first, held], action: 'delete' },
      });
      expect(res.statusCode).toBe(500);
      expect(await ids('search=Batch')).toEqual(expect.arrayContaining([first, held]));
      const audited = (await auditActions(t.app, 'livery')).map((a) => a.targetId);
      expect(audited).not.toContain(String(first));
    } finally {
      await sql`DROP TRIGGER hold_livery ${sql.raw(t.app.deps.db.kind === 'postgres' ? 'ON livery' : '')}`.execute(db);
    }
  });
});
