import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { pageShape } from './livery-sorted-matches';

// Issue 20: a rare filter's page sorts its matches instead of walking the sort index, a common
// one walks. Either way each page must hold exactly the liveries ORDER BY … OFFSET over all the
// matches finds, in every sort, direction and filter, and follow writes (a model changing class).
// Rows are written behind the app's back, so its answer cache is off.
const t = useTestApp({}, { answerCache: false });
const COUNT = 400;
const json = (res: { body: string }) => JSON.parse(res.body);
const SORTS = {
  uploadDate: 'l.upload_date',
  downloadCount: 'l.download_count',
  favoriteCount: 'l.favorite_count',
  rating: 'l.rating_score',
  title: 'l.title',
  author: 'u.username',
} as const;
type Sort = keyof typeof SORTS;
interface Filter {
  carModelId?: number;
  carClassId?: number;
  tagId?: number;
}
let common: number; // the model most liveries have (walked)
let rare: number; // a model of a few liveries (sorted)
let rareClass: number;
let tagId: number;

beforeAll(async () => {
  const { db, dialect } = t.app.deps;
  const models = await db.kysely.selectFrom('car_model').select(['id', 'car_class_id']).orderBy('id').execute();
  const [first, second] = models;
  if (!first || !second) throw new Error('the seeded catalogue has car models');
  common = first.id;
  rare = second.id;
  rareClass = second.car_class_id;
  tagId = (await db.kysely.selectFrom('tag').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const authors = await Promise.all(['amber', 'basil', 'cedar'].map((name) => createUser(t.app, { username: name })));
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: COUNT }, (_, n) => {
    const at = dialect.timestamp(new Date(start + Math.floor(n / 3) * 60_000));
    return {
      uploader_id: authors[n % 3]?.id ?? null,
      // One in twenty on the rare model, the rest on the common one; counts and titles tie often.
      car_model_id: n % 20 === 0 ? rare : common,
      title: `Livery ${String(n % 30).padStart(2, '0')}`,
      file_key: `liveries/test/${randomBytes(8).toString('hex')}.zip`,
      file_size: 1,
      upload_date: at,
      updated_at: at,
      download_count: n % 7,
      favorite_count: n % 4,
      rating_score: n % 5,
    };
  });
  const ids = await db.kysely.insertInto('livery').values(rows).returning('id').execute();
  const tagged = ids.filter((_, i) => i % 3 === 0).map((r) => ({ livery_id: r.id, tag_id: tagId }));
  await db.kysely.insertInto('livery_tag').values(tagged).execute();
});

/** The ids of a page as ORDER BY … OFFSET over every match finds them. */
async function reference(f: Filter, sortBy: Sort, descending: boolean, page: number) {
  const db = t.app.deps.db.kysely;
  const direction = descending ? 'desc' : 'asc';
  let q = db.selectFrom('livery as l').innerJoin('user as u', 'u.id', 'l.uploader_id').select('l.id');
  if (f.carModelId) q = q.where('l.car_model_id', '=', f.carModelId);
  if (f.carClassId)
    q = q.where(
      'l.car_model_id',
      'in',
      db.selectFrom('car_model').select('id').where('car_class_id', '=', f.carClassId),
    );
  if (f.tagId) {
    const tag = f.tagId;
    q = q.where('l.id', 'in', db.selectFrom('livery_tag').select('livery_id').where('tag_id', '=', tag));
  }
  const rows = await q
    .orderBy(SORTS[sortBy], direction)
    .orderBy('l.id', direction)
    .limit(12)
    .offset((page - 1) * 12)
    .execute();
  return rows.map((r) => r.id);
}

async function browsed(f: Filter, sortBy: Sort, descending: boolean, page: number) {
  const filter = Object.entries(f)
    .map(([k, v]) => `&${k}=${v}`)
    .join('');
  const url = `/api/liveries?sortBy=${sortBy}&descending=${descending}&pageNumber=${page}${filter}`;
  const body = json(await t.app.inject({ method: 'GET', url }));
  if (!body.items) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.items.map((i: { id: number }) => i.id);
}

describe('the shape of a filtered page', () => {
  it('walks while that reads fewer rows than the filter matches, else sorts the matches', () => {
    expect(pageShape(100_000, 100_000, 240)).toBe('walk');
    expect(pageShape(25_000, 100_000, 240)).toBe('walk'); // 960 rows walked
    expect(pageShape(550, 100_000, 240)).toBe('sort matches'); // 43,636 rows walked
    expect(pageShape(4_000, 100_000, 12)).toBe('walk'); // page 1: 300 rows
    expect(pageShape(0, 100_000, 12)).toBe('walk');
  });
});

describe('filtered pages, walked or sorted', () => {
  it('hold the same liveries as ordering every match, for each sort, direction and filter', async () => {
    const filters: Filter[] = [
      { carModelId: common },
      { carModelId: rare },
      { carClassId: rareClass },
      { carClassId: rareClass, tagId },
      { tagId },
      { carModelId: rare, tagId },
    ];
    for (const f of filters) {
      for (const sortBy of Object.keys(SORTS) as Sort[]) {
        for (const descending of [true, false]) {
          for (const page of [1, 2, 3, 20]) {
            expect(
              await browsed(f, sortBy, descending, page),
              `${JSON.stringify(f)} ${sortBy} ${descending} ${page}`,
            ).toEqual(await reference(f, sortBy, descending, page));
          }
        }
      }
    }
  });

  it('follow a model moved to another class at once (its class list is kept per version)', async () => {
    const db = t.app.deps.db.kysely;
    const other = await db
      .selectFrom('car_class')
      .select('id')
      .where('id', '!=', rareClass)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await browsed({ carClassId: rareClass }, 'downloadCount', true, 1)).toEqual(
      await reference({ carClassId: rareClass }, 'downloadCount', true, 1),
    );
    await db.updateTable('car_model').set({ car_class_id: other.id }).where('id', '=', rare).execute();
    for (const classId of [rareClass, other.id]) {
      expect(await browsed({ carClassId: classId }, 'downloadCount', true, 1)).toEqual(
        await reference({ carClassId: classId }, 'downloadCount', true, 1),
      );
    }
  });
});
