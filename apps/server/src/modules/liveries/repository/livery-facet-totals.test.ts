import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

// Issue 20: browse totals of the model, class and tag filters are sums of counts the triggers of
// migration 0018 keep. After every kind of write, the kept counts must equal a recount of the rows,
// and every total the API answers must equal the liveries it would list.
const t = useTestApp({}, { answerCache: false });
const json = (res: { body: string }) => JSON.parse(res.body);
const total = async (qs: string) =>
  json(await t.app.inject({ method: 'GET', url: `/api/liveries?${qs}&pageSize=48` })).totalCount as number;

interface Model {
  id: number;
  carClassId: number;
}
let models: Model[];
let tagIds: number[];
let uploaderId: number;

const db = () => t.app.deps.db.kysely;

/** The counts as the rows say, without zero rows (the triggers leave a count at 0 when it empties). */
async function recounted() {
  const { rows } = await sql<{ car_model_id: number; tag_id: number; n: number }>`
    SELECT car_model_id, 0 AS tag_id, count(*) AS n FROM livery GROUP BY car_model_id
    UNION ALL
    SELECT l.car_model_id, lt.tag_id, count(*) FROM livery_tag lt JOIN livery l ON l.id = lt.livery_id
    GROUP BY l.car_model_id, lt.tag_id`.execute(db());
  return normalise(rows);
}
async function kept() {
  return normalise(await db().selectFrom('livery_facet_count').selectAll().where('n', '<>', 0).execute());
}
const normalise = (rows: { car_model_id: number; tag_id: number; n: number | string }[]) =>
  rows
    .map((r) => `${r.car_model_id}/${r.tag_id}=${Number(r.n)}`)
    .sort()
    .join(' ');

async function expectCountsMatchRows() {
  expect(await kept()).toBe(await recounted());
  const [a, b] = models as [Model, Model];
  const [tag] = tagIds as [number];
  for (const qs of [
    '',
    `carModelId=${a.id}`,
    `carClassId=${a.carClassId}`,
    `carClassId=${b.carClassId}`,
    `tagId=${tag}`,
    `carClassId=${a.carClassId}&tagId=${tag}`,
    `carModelId=${b.id}&tagId=${tag}`,
    `carModelId=${a.id}&carClassId=${b.carClassId}`,
  ]) {
    let q = db()
      .selectFrom('livery as l')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    const params = new URLSearchParams(qs);
    const model = Number(params.get('carModelId'));
    const carClass = Number(params.get('carClassId'));
    const tagged = Number(params.get('tagId'));
    if (model) q = q.where('l.car_model_id', '=', model);
    if (carClass)
      q = q.where(
        'l.car_model_id',
        'in',
        db().selectFrom('car_model').select('id').where('car_class_id', '=', carClass),
      );
    if (tagged)
      q = q.where('l.id', 'in', db().selectFrom('livery_tag').select('livery_id').where('tag_id', '=', tagged));
    expect(await total(qs), qs || 'no filter').toBe(Number((await q.executeTakeFirstOrThrow()).n));
  }
}

beforeAll(async () => {
  const all: Model[] = json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }));
  const first = all[0] as Model;
  models = [first, all.find((m) => m.carClassId !== first.carClassId) as Model];
  tagIds = json(await t.app.inject({ method: 'GET', url: '/api/tags' }))
    .slice(0, 3)
    .map((tag: { id: number }) => tag.id);
  uploaderId = (await createUser(t.app, { username: 'facet_counter' })).id;
});

describe('kept totals of the model, class and tag filters', () => {
  it('follow uploads, tag edits, model moves and deletions, and answer the same totals as counting', async () => {
    const [a, b] = models as [Model, Model];
    const [t1, t2, t3] = tagIds as [number, number, number];
    const ids = [
      await insertLiveryRow(t.app, { uploaderId, carModelId: a.id, tagIds: [t1, t2] }),
      await insertLiveryRow(t.app, { uploaderId, carModelId: a.id, tagIds: [t1] }),
      await insertLiveryRow(t.app, { uploaderId, carModelId: b.id, tagIds: [t1, t3] }),
      await insertLiveryRow(t.app, { uploaderId, carModelId: b.id }),
    ];
    await expectCountsMatchRows();

    // A tag added and one removed, as an edit does.
    await db()
      .insertInto('livery_tag')
      .values({ livery_id: ids[1] as number, tag_id: t3 })
      .execute();
    await db()
      .deleteFrom('livery_tag')
      .where('livery_id', '=', ids[0] as number)
      .where('tag_id', '=', t2)
      .execute();
    await expectCountsMatchRows();

    // A livery moved to a model of another class takes its tags along.
    await db()
      .updateTable('livery')
      .set({ car_model_id: b.id })
      .where('id', '=', ids[0] as number)
      .execute();
    await expectCountsMatchRows();

    // Deleted: its tags go by cascade, counted once.
    await db()
      .deleteFrom('livery')
      .where('id', '=', ids[2] as number)
      .execute();
    await expectCountsMatchRows();
    await db().deleteFrom('livery').where('id', 'in', ids).execute();
    await expectCountsMatchRows();
    expect(await total(`carModelId=${a.id}`)).toBe(0);
  });

  it('are unchanged by a write that fails and rolls back', async () => {
    const [a] = models as [Model];
    const before = await kept();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          const { id } = await trx
            .insertInto('livery')
            .values({
              uploader_id: uploaderId,
              car_model_id: a.id,
              title: 'Rolled back',
              file_key: 'x.zip',
              file_size: 1,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('livery_tag').values({ livery_id: id, tag_id: -1 }).execute();
        }),
    ).rejects.toThrow();
    expect(await kept()).toBe(before);
    await expectCountsMatchRows();
  });
});
