import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { MARK_EVERY } from './livery-page-marks';
import { ROW_CHECK_WINDOW } from './livery-search';
import { TITLE_WINDOWS } from './livery-search-pages';

// Issue 20: a search by title walks the title order for at most TITLE_WINDOWS windows of
// ROW_CHECK_WINDOW rows, then collects and sorts the matches. Matching titles past the windows
// (ascending) and at their start (descending) must both give exactly the page ORDER BY … OFFSET
// over every match gives.
const t = useTestApp({}, { answerCache: false });
const OTHERS = (TITLE_WINDOWS * Math.ceil(ROW_CHECK_WINDOW / MARK_EVERY) + 1) * MARK_EVERY;
// Dense enough that pages 1 and 2 are walked rather than collected at once (searchShape).
const MATCHING = 1000;
const json = (res: { body: string }) => JSON.parse(res.body);

beforeAll(async () => {
  const { db, dialect } = t.app.deps;
  const model = await db.kysely.selectFrom('car_model').select('id').orderBy('id').executeTakeFirstOrThrow();
  const uploader = await createUser(t.app, { username: 'window_walker' });
  const at = dialect.timestamp(new Date(Date.UTC(2025, 0, 1)));
  const row = (title: string) => ({
    uploader_id: uploader.id,
    car_model_id: model.id,
    title,
    file_key: `liveries/test/${randomBytes(8).toString('hex')}.zip`,
    file_size: 1,
    upload_date: at,
    updated_at: at,
  });
  const titles = [
    ...Array.from({ length: OTHERS }, (_, i) => `Alpha ${i % 40}`),
    ...Array.from({ length: MATCHING }, (_, i) => `Zulu ${i % 25}`),
  ];
  for (let i = 0; i < titles.length; i += 1000)
    await db.kysely
      .insertInto('livery')
      .values(titles.slice(i, i + 1000).map(row))
      .execute();
});

async function reference(descending: boolean, page: number) {
  const direction = descending ? 'desc' : 'asc';
  const rows = await t.app.deps.db.kysely
    .selectFrom('livery')
    .select('id')
    .where('title', 'like', 'Zulu%')
    .orderBy('title', direction)
    .orderBy('id', direction)
    .limit(12)
    .offset((page - 1) * 12)
    .execute();
  return rows.map((r) => r.id);
}

describe('a title-ordered search whose matches sit at one end of the title order', () => {
  it('holds the same liveries walked (descending) as sorted after the window (ascending)', async () => {
    for (const descending of [false, true]) {
      for (const page of [1, 2, 5]) {
        const url = `/api/liveries?search=zulu&sortBy=title&descending=${descending}&pageNumber=${page}`;
        const body = json(await t.app.inject({ method: 'GET', url }));
        expect(body.totalCount, url).toBe(MATCHING);
        expect(
          body.items.map((i: { id: number }) => i.id),
          url,
        ).toEqual(await reference(descending, page));
      }
    }
  });

  it('lists a new match on the next request, though the collected pages are kept', async () => {
    const url = '/api/liveries?search=zulu&sortBy=title&descending=false&pageNumber=1';
    expect(json(await t.app.inject({ method: 'GET', url })).items[0].title).toBe('Zulu 0');
    const { db, dialect } = t.app.deps;
    const model = await db.kysely.selectFrom('car_model').select('id').orderBy('id').executeTakeFirstOrThrow();
    const at = dialect.timestamp(new Date());
    const added = await db.kysely
      .insertInto('livery')
      .values({
        car_model_id: model.id,
        title: 'Zulu',
        file_key: 'liveries/test/new.zip',
        file_size: 1,
        upload_date: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = json(await t.app.inject({ method: 'GET', url }));
    expect(first.items[0].id).toBe(added.id);
    expect(first.items.map((i: { id: number }) => i.id)).toEqual(await reference(false, 1));
  });
});
