import { ADMIN_COLLECTION_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { outboxInbox } from '../../test/test-inbox';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([
    createUser(t.app, { username: 'Curator_Mia' }),
    createUser(t.app, { username: 'Other_Ben' }),
    createUser(t.app, { role: 'admin' }),
  ]);
});

const list = (query: string, user: TestUser = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/collections${query}`, headers: user.headers });
const remove = (id: number, payload: object, user: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/collections/${id}/remove`, headers: user.headers, payload });

/** Issue 34 §17: admins find public collections without knowing where they are. */
describe('GET /api/admin/collections', () => {
  it('lists public collections only, newest change first, searched by name or owner (wildcards literal)', async () => {
    const a = await createCollection(t.app, owner, { name: 'Admin list 100% GT3', visibility: 'public' });
    const b = await createCollection(t.app, other, { name: 'Admin list Hypercars', visibility: 'public' });
    await createCollection(t.app, owner, { name: 'Admin list private' });
    const all = json(await list('?search=admin%20list'));
    expect(all.items.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(all).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect(all.items[1]).toMatchObject({ name: 'Admin list 100% GT3', ownerUsername: 'Curator_Mia' });
    expect(json(await list('?search=100%25')).items.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect(json(await list('?search=10_%25')).totalCount).toBe(0);
    expect(json(await list('?search=other_ben')).items.map((c: { id: number }) => c.id)).toContain(b.id);
    const paged = json(await list('?search=admin%20list&pageSize=1&pageNumber=2'));
    expect(paged).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(paged.items.map((c: { id: number }) => c.id)).toEqual([a.id]);
  });

  it('is for admins only', async () => {
    expect((await list('', owner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/collections' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/collections/:id/remove', () => {
  it('removes a public collection with a reason: audit-logged, and the owner is e-mailed the reason', async () => {
    const c = await createCollection(t.app, owner, { name: 'See www.bad.example now', visibility: 'public' });
    const res = await remove(c.id, { reason: '  Advertises a paid skin shop.  ' });
    expect(res.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/collections/${c.id}`, headers: owner.headers })).statusCode,
    ).toBe(404);
    const audit = await t.app.deps.db.kysely
      .selectFrom('audit_event')
      .select(['actor_id', 'summary'])
      .where('action', '=', 'collection.delete')
      .where('target_id', '=', String(c.id))
      .execute();
    expect(audit).toEqual([
      {
        actor_id: admin.id,
        summary: `${admin.username} removed the public collection "See www.bad.example now" of Curator_Mia: Advertises a paid skin shop.`,
      },
    ]);
    const mail = await outboxInbox(() => t.app).last(owner.email, 'Your Paddock collection was removed');
    expect(mail.text).toContain('An administrator removed your public collection “See www[.]bad[.]example now”.');
    expect(mail.text).toContain('The reason given: Advertises a paid skin shop.');
  });

  it('needs a reason, and never touches a private collection', async () => {
    const shown = await createCollection(t.app, owner, { visibility: 'public' });
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await remove(shown.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(json(await remove(shown.id, { reason: ' ' })).message).toBe(ADMIN_COLLECTION_MESSAGES.reasonRequired);
    const hidden = await createCollection(t.app, owner);
    const refused = await remove(hidden.id, { reason: 'Rude' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(ADMIN_COLLECTION_MESSAGES.onlyPublic);
    expect((await remove(hidden.id, { reason: 'Rude' }, owner)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/collections/${hidden.id}`, headers: owner.headers })).statusCode,
    ).toBe(200);
  });
});
