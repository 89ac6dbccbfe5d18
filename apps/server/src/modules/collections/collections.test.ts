import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let liveries: { id: number; title: string }[];

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([
    createUser(t.app, { username: 'Collector' }),
    createUser(t.app),
    createUser(t.app, { role: 'admin' }),
  ]);
  liveries = [
    await uploadLivery(t.app, owner, { fields: { Title: 'First Blue' } }),
    await uploadLivery(t.app, other, { fields: { Title: 'Second Red' } }),
    await uploadLivery(t.app, other, { fields: { Title: 'Third Green' } }),
  ];
});

const ids = () => liveries.map((l) => l.id);
const get = (id: number, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/collections/${id}`, headers: user?.headers ?? {} });
const entryIds = async (id: number) =>
  (json(await get(id, owner)).entries as { livery: { id: number } }[]).map((e) => e.livery.id);

describe('collections', () => {
  it('creates a private collection by default and lists it as mine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: owner.headers,
      payload: { name: '  Endurance picks  ', description: 'Long races' },
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      name: 'Endurance picks',
      visibility: 'private',
      isLeaguePack: false,
      entryCount: 0,
      ownerUsername: 'Collector',
    });
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/collections/mine', headers: owner.headers }));
    expect(mine.map((c: { name: string }) => c.name)).toContain('Endurance picks');
  });

  it('answers 404 for a private collection to everyone but its owner, admins included', async () => {
    const c = await createCollection(t.app, owner, { liveryIds: [liveries[0]?.id ?? 0] });
    expect((await get(c.id, owner)).statusCode).toBe(200);
    for (const viewer of [undefined, other, admin]) {
      const res = await get(c.id, viewer);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(COLLECTION_MESSAGES.notFound);
    }
    const pack = await t.app.inject({ method: 'GET', url: `/api/collections/${c.id}/pack.zip` });
    expect(pack.statusCode).toBe(404);
  });

  it('shows a public collection to anyone, and only its owner may change it (admins may only remove it)', async () => {
    const c = await createCollection(t.app, owner, { visibility: 'public', liveryIds: ids() });
    const res = await get(c.id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ isOwner: false, entryCount: 3 });
    expect(json(res).entries.map((e: { livery: { title: string } }) => e.livery.title)).toEqual([
      'First Blue',
      'Second Red',
      'Third Green',
    ]);
    const writes = [
      { method: 'PATCH' as const, url: `/api/collections/${c.id}`, payload: { name: 'Mine now' } },
      { method: 'POST' as const, url: `/api/collections/${c.id}/entries`, payload: { liveryId: ids()[0] } },
      { method: 'DELETE' as const, url: `/api/collections/${c.id}/entries/${ids()[0]}` },
      { method: 'PUT' as const, url: `/api/collections/${c.id}/order`, payload: { liveryIds: ids() } },
    ];
    for (const w of writes) {
      expect((await t.app.inject({ ...w, headers: other.headers })).statusCode, w.url).toBe(403);
      expect((await t.app.inject({ ...w, headers: admin.headers })).statusCode, w.url).toBe(403);
    }
    const remove = { method: 'DELETE' as const, url: `/api/collections/${c.id}`, headers: other.headers };
    expect((await t.app.inject(remove)).statusCode).toBe(403);
    expect(json(await get(c.id)).name).toBe('My collection');
  });

  it("lets an admin remove another member's public collection, recorded in the audit log, never a private one", async () => {
    const shown = await createCollection(t.app, owner, { name: 'Rude name', visibility: 'public', liveryIds: ids() });
    const hidden = await createCollection(t.app, owner, { name: 'Private picks', liveryIds: ids() });
    const remove = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/collections/${id}`, headers: admin.headers });
    expect((await remove(shown.id)).statusCode).toBe(204);
    expect((await get(shown.id, owner)).statusCode).toBe(404);
    const audit = await t.app.deps.db.kysely
      .selectFrom('audit_event')
      .select(['actor_id', 'summary'])
      .where('action', '=', 'collection.delete')
      .where('target_id', '=', String(shown.id))
      .execute();
    expect(audit).toEqual([
      { actor_id: admin.id, summary: `${admin.username} removed the public collection "Rude name" of Collector` },
    ]);
    expect((await remove(hidden.id)).statusCode).toBe(404);
    expect((await get(hidden.id, owner)).statusCode).toBe(200);
  });

  it('adds each livery once, refuses unknown liveries, and keeps the count equal to the entries', async () => {
    const c = await createCollection(t.app, owner);
    const add = (liveryId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/collections/${c.id}/entries`,
        headers: owner.headers,
        payload: { liveryId },
      });
    expect((await add(ids()[1] ?? 0)).statusCode).toBe(200);
    const again = await add(ids()[1] ?? 0);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(COLLECTION_MESSAGES.alreadyInCollection);
    expect((await add(999_999)).statusCode).toBe(404);
    expect(json(await get(c.id, owner)).entryCount).toBe(1);
    const mine = json(
      await t.app.inject({ method: 'GET', url: `/api/collections/mine?liveryId=${ids()[1]}`, headers: owner.headers }),
    );
    expect(mine.find((m: { id: number }) => m.id === c.id).containsLivery).toBe(true);
  });

  it('reorders only with exactly the current entries', async () => {
    const c = await createCollection(t.app, owner, { liveryIds: ids() });
    const order = (liveryIds: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/collections/${c.id}/order`,
        headers: owner.headers,
        payload: { liveryIds },
      });
    const [a, b, d] = ids() as [number, number, number];
    for (const bad of [
      [a, b],
      [a, b, d, d],
      [a, b, 999_999],
      [a, a, b],
    ]) {
      const res = await order(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(res).message).toBe(COLLECTION_MESSAGES.orderMismatch);
    }
    expect((await order(['1', 2])).statusCode).toBe(400);
    expect((await order([d, a, b])).statusCode).toBe(200);
    expect(await entryIds(c.id)).toEqual([d, a, b]);
  });

  it('removes entries, and deleting a livery removes its entries and lowers the count', async () => {
    const mine = await uploadLivery(t.app, owner, { fields: { Title: 'Short Lived' } });
    const c = await createCollection(t.app, owner, { liveryIds: [ids()[0] ?? 0, mine.id] });
    const theirs = await createCollection(t.app, other, { visibility: 'public', liveryIds: [mine.id] });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/collections/${c.id}/entries/${ids()[0]}`,
      headers: owner.headers,
    });
    expect(json(removed)).toMatchObject({ entryCount: 1 });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/liveries/${mine.id}`, headers: owner.headers });
    expect(del.statusCode).toBeLessThan(300);
    expect(json(await get(c.id, owner))).toMatchObject({ entryCount: 0, entries: [] });
    expect(json(await get(theirs.id))).toMatchObject({ entryCount: 0, entries: [] });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/collections/${c.id}/entries/${ids()[0]}`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sets car numbers and driver or team names, keeping leading zeros, refusing bad ones', async () => {
    const c = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds: [ids()[0] ?? 0] });
    const url = `/api/collections/${c.id}/entries/${ids()[0]}`;
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url, headers: owner.headers, payload });
    const ok = await patch({ carNumber: '07', driverOrTeam: ' Team Apex ' });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).entries[0]).toMatchObject({ carNumber: '07', driverOrTeam: 'Team Apex' });
    const m = COLLECTION_MESSAGES;
    for (const [bad, message] of [
      [{ carNumber: '0' }, m.carNumberInvalid],
      [{ carNumber: '1000' }, m.carNumberInvalid],
      [{ carNumber: '7a' }, m.carNumberInvalid],
      [{ carNumber: 7 }, m.carNumberInvalid],
      [{ driverOrTeam: 'x'.repeat(COLLECTION_LIMITS.driverOrTeamMax + 1) }, m.driverOrTeamTooLong],
      [{ driverOrTeam: 'Team\u202Eevil' }, m.driverOrTeamInvalid],
      [{}, m.nothingToUpdate],
      [{ carNumber: '7', extra: true }, 'Unrecognized key: "extra"'],
    ] as const) {
      const res = await patch(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(res), JSON.stringify(bad)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    }
    expect((await patch({ carNumber: null, driverOrTeam: null })).statusCode).toBe(200);
  });

  it('updates name, visibility and league pack, refusing bad names', async () => {
    const c = await createCollection(t.app, owner);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/collections/${c.id}`, headers: owner.headers, payload });
    expect(json(await patch({ name: 'League S1', visibility: 'public', isLeaguePack: true }))).toMatchObject({
      name: 'League S1',
      visibility: 'public',
      isLeaguePack: true,
    });
    const m = COLLECTION_MESSAGES;
    for (const [bad, message] of [
      [{ name: '' }, m.nameRequired],
      [{ name: 'x'.repeat(COLLECTION_LIMITS.nameMax + 1) }, m.nameTooLong],
      [{ name: 'a\nb' }, m.nameInvalid],
      [{ visibility: 'friends' }, m.visibilityInvalid],
      [{}, m.nothingToUpdate],
    ] as const) {
      const res = await patch(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(res), JSON.stringify(bad)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    }
  });

  it('deletes a collection with its entries', async () => {
    const c = await createCollection(t.app, owner, { liveryIds: ids() });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/collections/${c.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(204);
    expect((await get(c.id, owner)).statusCode).toBe(404);
    const rows = await t.app.deps.db.kysely
      .selectFrom('collection_entry')
      .select('livery_id')
      .where('collection_id', '=', c.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('lists only public collections on the owner profile', async () => {
    const member = await createUser(t.app);
    await createCollection(t.app, member, { name: 'Shown', visibility: 'public' });
    await createCollection(t.app, member, { name: 'Hidden' });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${member.id}/collections` });
    expect(json(res).map((c: { name: string }) => c.name)).toEqual(['Shown']);
  });

  it('asks members to sign in for their own list and writes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/collections/mine' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/collections', payload: { name: 'x' } })).statusCode).toBe(
      401,
    );
  });
});
