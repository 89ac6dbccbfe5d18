import { randomBytes } from 'node:crypto';
import { LIMITS } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { MARK_EVERY } from './livery-page-marks';

// Deep pages start from kept marks instead of walking every row before them: each must hold
// exactly the liveries an OFFSET walk finds, through ties, filters and new uploads.
// Rows are written behind the app's back, so its answer cache is off.
const t = useTestApp({}, { answerCache: false });
const COUNT = 3 * MARK_EVERY + 17;
const json = (res: { body: string }) => JSON.parse(res.body);
let classId: number;

async function insertLiveries(from: number, count: number) {
  const { db, dialect } = t.app.deps;
  const models = await db.kysely.selectFrom('car_model').select(['id', 'car_class_id']).orderBy('id').execute();
  const uploader = await createUser(t.app, { username: `marks_${from}` });
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => {
    const n = from + i;
    // Three liveries share each upload minute and fifty share each title: ties the id must break.
    const at = dialect.timestamp(new Date(start + Math.floor(n / 3) * 60_000));
    return {
      uploader_id: uploader.id,
      car_model_id: models[(n + models.length * 100) % models.length]?.id ?? 0,
      title: `Livery ${String(n % 50).padStart(2, '0')}`,
      file_key: `liveries/test/${randomBytes(8).toString('hex')}.zip`,
      file_size: 1,
      upload_date: at,
      updated_at: at,
    };
  });
  await db.kysely.insertInto('livery').values(rows).execute();
  classId = models[0]?.car_class_id ?? 0;
}

/** The ids of a page as OFFSET over the whole sort order finds them. */
async function walked(
  sortBy: 'uploadDate' | 'title',
  descending: boolean,
  page: number,
  size: number,
  ofClass?: number,
) {
  const db = t.app.deps.db.kysely;
  const direction = descending ? 'desc' : 'asc';
  let q = db.selectFrom('livery as l').select('l.id');
  if (ofClass)
    q = q.where('l.car_model_id', 'in', db.selectFrom('car_model').select('id').where('car_class_id', '=', ofClass));
  const rows = await q
    .orderBy(sortBy === 'title' ? 'l.title' : 'l.upload_date', direction)
    .orderBy('l.id', direction)
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return rows.map((r) => r.id);
}

async function browsed(sortBy: string, descending: boolean, page: number, size: number, ofClass?: number) {
  const filter = ofClass ? `&carClassId=${ofClass}` : '';
  const url = `/api/liveries?sortBy=${sortBy}&descending=${descending}&pageNumber=${page}&pageSize=${size}${filter}`;
  const body = json(await t.app.inject({ method: 'GET', url }));
  if (!body.items) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.items.map((i: { id: number }) => i.id);
}

beforeAll(async () => insertLiveries(0, COUNT));

describe('deep pages from page marks', () => {
  it('hold the same liveries as walking the whole sort order, for each marked sort, direction and filter', async () => {
    const lastPage = Math.ceil(COUNT / 12);
    const pages = [1, 20, 21, 40, 41, 60, 61, lastPage, lastPage + 1, lastPage + 60];
    for (const sortBy of ['uploadDate', 'title'] as const) {
      for (const descending of [true, false]) {
        for (const ofClass of [undefined, classId]) {
          for (const page of pages) {
            expect(
              await browsed(sortBy, descending, page, 12, ofClass),
              `${sortBy} ${descending} ${ofClass} ${page}`,
            ).toEqual(await walked(sortBy, descending, page, 12, ofClass));
          }
        }
      }
      for (const page of [5, 11, 17])
        expect(await browsed(sortBy, true, page, LIMITS.browsePageSizeMax)).toEqual(
          await walked(sortBy, true, page, LIMITS.browsePageSizeMax),
        );
    }
  });

  it('answer pages asked for at the same time, deepest first, as the marks are still being found', async () => {
    await insertLiveries(COUNT, 1); // a new version: the marks start again
    const pages = [61, 40, 2, 21, 60];
    const answers = await Promise.all(pages.map((page) => browsed('title', false, page, 12)));
    for (const [i, page] of pages.entries())
      expect(answers[i], `page ${page}`).toEqual(await walked('title', false, page, 12));
  });

  it('take in new uploads at once: marks kept before them are not used again', async () => {
    const deep = Math.floor(COUNT / 12) - 1;
    await browsed('uploadDate', true, deep, 12);
    await insertLiveries(-30, 30); // older than every other livery: each deep page shifts
    expect(await browsed('uploadDate', true, deep, 12)).toEqual(await walked('uploadDate', true, deep, 12));
    expect(await browsed('uploadDate', false, 30, 12)).toEqual(await walked('uploadDate', false, 30, 12));
  });

  it('follow an upload date edited after the marks were kept, as the demo seed back-dates its uploads', async () => {
    const deep = Math.floor(COUNT / 12) - 1;
    await browsed('uploadDate', true, deep, 12);
    const db = t.app.deps.db.kysely;
    const newest = await db.selectFrom('livery').select('id').orderBy('upload_date', 'desc').limit(40).execute();
    await db
      .updateTable('livery')
      .set({ upload_date: t.app.deps.dialect.timestamp(new Date(Date.UTC(2000, 0, 1))) })
      .where(
        'id',
        'in',
        newest.map((r) => r.id),
      )
      .execute();
    expect(await browsed('uploadDate', true, deep, 12)).toEqual(await walked('uploadDate', true, deep, 12));
  });
});
