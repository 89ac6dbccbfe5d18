import { randomBytes } from 'node:crypto';
import { LIMITS } from '@paddock/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { MARK_EVERY } from './livery-page-marks';

// Issue 20: a search counts its matches up to LIMITS.searchCountCap. Past it the page says so
// (totalCapped) and still lists the right liveries; under it the total is exact. The members a
// term matches are remembered per term until a member is renamed.
const t = useTestApp({}, { answerCache: false });
const CAP = LIMITS.searchCountCap;
// Past the cap, and past one chunk of page marks (32 of them, livery-page-marks.ts).
const ROWS = Math.max(CAP + 5, 33 * MARK_EVERY);
const json = (res: { body: string }) => JSON.parse(res.body);
const browse = async (qs: string) => json(await t.app.inject({ method: 'GET', url: `/api/liveries?${qs}` }));
const ids = (page: { items: { id: number }[] }) => page.items.map((i) => i.id);
let painter: TestUser;
let modelId: number;

beforeAll(async () => {
  const { db, dialect } = t.app.deps;
  modelId = (await db.kysely.selectFrom('car_model').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  painter = await createUser(t.app, { username: 'capmaster' });
  const at = dialect.timestamp(new Date(Date.UTC(2025, 0, 1)));
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    uploader_id: painter.id,
    car_model_id: modelId,
    title: `Keystone ${i % 97}`,
    file_key: `liveries/test/${randomBytes(8).toString('hex')}.zip`,
    file_size: 1,
    upload_date: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db.kysely
      .insertInto('livery')
      .values(rows.slice(i, i + 500))
      .execute();
});

async function reference(term: string, page: number, sort: 'id' | 'title') {
  const rows = await t.app.deps.db.kysely
    .selectFrom('livery')
    .select('id')
    .where('title', 'like', `%${term}%`)
    .orderBy(sort === 'title' ? 'title' : 'upload_date', 'desc')
    .orderBy('id', 'desc')
    .limit(12)
    .offset((page - 1) * 12)
    .execute();
  return rows.map((r) => r.id);
}

describe('a search matching more liveries than the count cap', () => {
  it('answers the cap as a lower bound, pages up to it, and lists the same liveries as a full sort', async () => {
    const first = await browse('search=keyst&sortBy=uploadDate');
    expect(first.totalCount).toBe(CAP);
    expect(first.totalCapped).toBe(true);
    expect(first.totalPages).toBe(Math.ceil(CAP / 12));
    expect(ids(first)).toEqual(await reference('Keyst', 1, 'id'));
    const byTitle = await browse('search=keystone&sortBy=title&pageNumber=3');
    expect(byTitle.totalCapped).toBe(true);
    expect(ids(byTitle)).toEqual(await reference('Keystone', 3, 'title'));
    const last = await browse(`search=keyst&sortBy=uploadDate&pageNumber=${first.totalPages}`);
    expect(ids(last)).toEqual(await reference('Keyst', first.totalPages, 'id'));
    // Best match, the default with a search: every match scores alike, so favourites, downloads
    // (none), then newest order them; it ranks the CAP most favourited, its pages end there.
    expect(ids(await browse('search=keyst'))).toEqual(ids(first));
    const lastBest = await browse(`search=keyst&pageNumber=${first.totalPages}`);
    expect(ids(lastBest)).toEqual((await reference('Keyst', first.totalPages, 'id')).slice(0, CAP % 12));
  });

  it('leaves totals without a search exact, however many liveries they count', async () => {
    const all = await browse(`carModelId=${modelId}`);
    expect(all.totalCount).toBe(ROWS);
    expect(all.totalCapped).toBeUndefined();
    // The page is still the newest: the total is not taken for a rare filter's.
    expect(ids(all)).toEqual(await reference('Keystone', 1, 'id'));
  });

  it('pages deep across many chunks of page marks exactly as a walk of the whole order', async () => {
    const all = await t.app.deps.db.kysely
      .selectFrom('livery')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const last = Math.ceil(Number(all.n) / 12);
    for (const [sortBy, column] of [
      ['uploadDate', 'upload_date'],
      ['title', 'title'],
    ] as const) {
      for (const page of [last, 639, 640, 641, 642, 2, last + 1]) {
        const walked = await t.app.deps.db.kysely
          .selectFrom('livery')
          .select('id')
          .orderBy(column, 'desc')
          .orderBy('id', 'desc')
          .limit(12)
          .offset((page - 1) * 12)
          .execute();
        expect(ids(await browse(`sortBy=${sortBy}&pageNumber=${page}`)), `${sortBy} ${page}`).toEqual(
          walked.map((r) => r.id),
        );
      }
    }
  });

  it('counts exactly under the cap, and says nothing of a cap', async () => {
    const page = await browse('search=keystone%2012');
    // "Keystone 12" and "Keystone 12x" for x in 0..9 within i % 97 < 97: 12, 120..129 → not all exist.
    const expected = Array.from({ length: ROWS }, (_, i) => `Keystone ${i % 97}`).filter((s) =>
      s.includes('Keystone 12'),
    ).length;
    expect(page.totalCount).toBe(expected);
    expect(page.totalCapped).toBeUndefined();
  });

  it('sorts by author past the cap with the liveries of deleted members where a full sort puts them', async () => {
    const { db, dialect } = t.app.deps;
    const otherModel = (
      await db.kysely.selectFrom('car_model').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    const at = dialect.timestamp(new Date(Date.UTC(2025, 0, 2)));
    const anonymous = Array.from({ length: 30 }, () => ({
      uploader_id: null,
      car_model_id: otherModel,
      title: 'Keystone nobody',
      file_key: `liveries/test/${randomBytes(8).toString('hex')}.zip`,
      file_size: 1,
      upload_date: at,
      updated_at: at,
    }));
    await db.kysely.insertInto('livery').values(anonymous).execute();
    // SQLite puts NULL first when ascending, PostgreSQL last: test the order where they come last,
    // whose boundary (named matches, more than the cap) the capped total does not give.
    const descending = db.kind === 'sqlite';
    const direction = descending ? 'desc' : 'asc';
    const boundaryPage = Math.floor((CAP - anonymous.length) / 12) + 1;
    for (const page of [boundaryPage, boundaryPage + 1]) {
      const expected = await db.kysely
        .selectFrom('livery as l')
        .leftJoin('user as u', 'u.id', 'l.uploader_id')
        .select('l.id')
        .where('l.title', 'like', '%Keyst%')
        .orderBy(sql`u.username ${sql.raw(direction)} nulls last`)
        .orderBy('l.id', direction)
        .limit(12)
        .offset((page - 1) * 12)
        .execute();
      const answer = await browse(`search=keyst&sortBy=author&descending=${descending}&pageNumber=${page}`);
      expect(answer.totalCapped).toBe(true);
      expect(ids(answer), `page ${page}`).toEqual(expected.map((r) => r.id));
    }
  });

  it('finds a member by name until they are renamed, and then by the new name', async () => {
    await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId: modelId, title: 'Plain white' });
    const before = await browse('search=capmaster');
    expect(before.totalCapped).toBe(true);
    const other = await createUser(t.app, { username: 'solo_painter' });
    const only = await insertLiveryRow(t.app, { uploaderId: other.id, carModelId: modelId, title: 'Plain blue' });
    expect(ids(await browse('search=solo_pa'))).toEqual([only]);
    await t.app.deps.db.kysely
      .updateTable('user')
      .set({ username: 'duo_painter', display_username: 'Duo_Painter' })
      .where('id', '=', other.id)
      .execute();
    expect((await browse('search=solo_pa')).totalCount).toBe(0);
    expect(ids(await browse('search=duo_pa'))).toEqual([only]);
  });
});
