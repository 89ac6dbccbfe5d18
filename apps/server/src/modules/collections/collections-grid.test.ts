import { COLLECTION_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let owner: TestUser;
let other: TestUser;
let liveryIds: number[];

beforeAll(async () => {
  [owner, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
  liveryIds = [];
  for (const title of ['Grid One', 'Grid Two', 'Grid Three'])
    liveryIds.push((await uploadLivery(t.app, owner, { fields: { Title: title } })).id);
});

type Row = { liveryId: number; carNumber: string | null; driverOrTeam: string | null };
const put = (id: number, entries: unknown, user: TestUser = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/collections/${id}/entries`, headers: user.headers, payload: { entries } });
const fields = async (id: number) =>
  (
    json(await t.app.inject({ method: 'GET', url: `/api/collections/${id}`, headers: owner.headers })).entries as {
      carNumber: string | null;
      driverOrTeam: string | null;
    }[]
  ).map((e) => [e.carNumber, e.driverOrTeam]);

/** Issue 34 §14: a 20-car grid is saved once, not row by row. */
describe('PUT /api/collections/:id/entries (the league-pack grid at once)', () => {
  it('saves every row in one request, keeping leading zeros and trimming names', async () => {
    const c = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds });
    const rows: Row[] = [
      { liveryId: liveryIds[0] as number, carNumber: '07', driverOrTeam: ' Team Apex ' },
      { liveryId: liveryIds[1] as number, carNumber: '44', driverOrTeam: 'Blue Racing' },
      { liveryId: liveryIds[2] as number, carNumber: null, driverOrTeam: null },
    ];
    const res = await put(c.id, rows);
    expect(res.statusCode).toBe(200);
    expect(await fields(c.id)).toEqual([
      ['07', 'Team Apex'],
      ['44', 'Blue Racing'],
      [null, null],
    ]);
  });

  it('refuses the whole grid when one row is bad, each error on its row and field, and saves nothing', async () => {
    const c = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds });
    expect((await put(c.id, [{ liveryId: liveryIds[0], carNumber: '5', driverOrTeam: 'Kept' }])).statusCode).toBe(200);
    const res = await put(c.id, [
      { liveryId: liveryIds[0], carNumber: '12', driverOrTeam: 'Changed' },
      { liveryId: liveryIds[1], carNumber: '1000', driverOrTeam: 'Fine' },
      { liveryId: liveryIds[2], carNumber: '3', driverOrTeam: 'x'.repeat(61) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: COLLECTION_MESSAGES.carNumberInvalid });
    expect(json(res).errors).toEqual([
      { path: 'entries.1.carNumber', message: COLLECTION_MESSAGES.carNumberInvalid },
      { path: 'entries.2.driverOrTeam', message: COLLECTION_MESSAGES.driverOrTeamTooLong },
    ]);
    expect(await fields(c.id)).toEqual([
      ['5', 'Kept'],
      [null, null],
      [null, null],
    ]);
  });

  it('refuses a livery that is not an entry (404 on its row) or one listed twice, saving nothing', async () => {
    const c = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds: liveryIds.slice(0, 2) });
    const stranger = await put(c.id, [
      { liveryId: liveryIds[0], carNumber: '1', driverOrTeam: null },
      { liveryId: liveryIds[2], carNumber: '2', driverOrTeam: null },
    ]);
    expect(stranger.statusCode).toBe(404);
    expect(json(stranger).errors).toEqual([{ path: 'entries.1.liveryId', message: COLLECTION_MESSAGES.entryNotFound }]);
    const twice = await put(c.id, [
      { liveryId: liveryIds[0], carNumber: '1', driverOrTeam: null },
      { liveryId: liveryIds[0], carNumber: '2', driverOrTeam: null },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(json(twice).message).toBe(COLLECTION_MESSAGES.entriesRepeated);
    expect((await put(c.id, [])).statusCode).toBe(400);
    expect(await fields(c.id)).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('lets only the owner save the grid', async () => {
    const c = await createCollection(t.app, owner, { visibility: 'public', isLeaguePack: true, liveryIds });
    const res = await put(c.id, [{ liveryId: liveryIds[0], carNumber: '9', driverOrTeam: null }], other);
    expect(res.statusCode).toBe(403);
    expect(await fields(c.id)).toContainEqual([null, null]);
  });
});
