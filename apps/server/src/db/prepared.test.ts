import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { idListParameter, inIdList } from './dialect';
import { preparedStatementName, prepareQuery } from './prepared';

const t = useTestApp();

describe('prepareQuery', () => {
  it('runs the compiled query with each call’s values, wherever the placeholders sit', async () => {
    const db = t.app.deps.db.kysely;
    const models = prepareQuery(db, (classId: number, name: string) =>
      db
        .selectFrom('car_model')
        .select(['id', 'name'])
        .where((eb) => eb.or([eb('name', '=', name), eb.and([eb('car_class_id', '=', classId), eb('id', '<', 0)])]))
        .where('car_class_id', '=', classId)
        .orderBy('id'),
    );
    const all = await db.selectFrom('car_model').select(['id', 'name', 'car_class_id as classId']).execute();
    const first = all[0];
    if (!first) throw new Error('no car models seeded');
    expect(await models(first.classId, first.name)).toEqual([{ id: first.id, name: first.name }]);
    expect(await models(first.classId, 'no such model')).toEqual([]);
    const other = all.find((m) => m.classId !== first.classId);
    if (other) expect(await models(other.classId, first.name)).toEqual([]);
  });

  it('refuses a build that leaves a parameter out', () => {
    const db = t.app.deps.db.kysely;
    expect(() => prepareQuery(db, (_unused: number) => db.selectFrom('tag').select('id'))).toThrow(/parameter 0/);
  });

  it('serves lists of any length through one compiled query (inIdList)', async () => {
    const { kysely: db, kind } = t.app.deps.db;
    const tagsById = prepareQuery(db, (ids: unknown) =>
      db
        .selectFrom('tag')
        .select('id')
        .where((eb) => inIdList(kind, eb.ref('id'), ids))
        .orderBy('id'),
    );
    const ids = (await db.selectFrom('tag').select('id').orderBy('id').execute()).map((r) => r.id);
    for (const some of [ids.slice(0, 1), ids.slice(1, 4), ids, [-1]]) {
      expect((await tagsById(idListParameter(kind, some))).map((r) => r.id)).toEqual(some.filter((id) => id > 0));
    }
  });

  it('keeps a compiled query planned on its PostgreSQL connection under its own name', async () => {
    const { kysely: db, kind } = t.app.deps.db;
    const byName = (tag: string) => db.selectFrom('tag').select('id').where('name', '=', tag);
    expect(preparedStatementName(byName('x').compile().sql)).toBeUndefined();
    const tagByName = prepareQuery(db, byName);
    const name = preparedStatementName(byName('x').compile().sql);
    expect(name).toMatch(/^paddock_[0-9a-f]{20}$/);
    if (kind !== 'postgres') return;
    await db.transaction().execute(async (trx) => {
      const inTransaction = prepareQuery(trx, (tag: string) =>
        trx.selectFrom('tag').select('id').where('name', '=', tag),
      );
      expect(await inTransaction('no such tag')).toEqual([]);
      const kept = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx);
      expect(kept.rows.map((r) => r.name)).toContain(name);
    });
    expect(await tagByName('no such tag')).toEqual([]);
  });
});
