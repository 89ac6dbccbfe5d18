import { type Compilable, type RawBuilder, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { idListParameter, inIdList } from './dialect';
import { preparedStatementName, prepareQuery, prepareQueryByLimit } from './prepared';

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

  it('writes each limit into its own statement, so PostgreSQL keeps a generic plan for it', async () => {
    const { kysely: db, kind } = t.app.deps.db;
    const ids = (await db.selectFrom('car_model').select('id').orderBy('id').execute()).map((r) => r.id);
    const modelsAbove = prepareQueryByLimit(db, (limit, above: number) =>
      db.selectFrom('car_model').select('id').where('id', '>', above).orderBy('id').limit(limit),
    );
    for (const limit of [1, 3, 1]) {
      expect((await modelsAbove(limit, 0)).map((r) => r.id)).toEqual(ids.slice(0, limit));
    }
    expect((await modelsAbove(2, ids[0] ?? 0)).map((r) => r.id)).toEqual(ids.slice(1, 3));
    await expect(modelsAbove(1.5, 0)).rejects.toThrow(/limit 1.5/);
    // More limits than it keeps statements for are still answered.
    for (let limit = 0; limit <= 60; limit++)
      expect(await modelsAbove(limit, 0)).toHaveLength(Math.min(limit, ids.length));
    if (kind !== 'postgres') return;
    // PostgreSQL plans the first five runs for their values, then keeps a generic plan when it
    // costs no more. (On a large table a `LIMIT $n` statement never gets there, as its generic plan
    // cannot know how few rows it needs: bench/notes/api-counts.md, fifth session.)
    await db.transaction().execute(async (trx) => {
      const build = (limit: number | RawBuilder<number>, above: number) =>
        trx.selectFrom('car_model').select('id').where('id', '>', above).orderBy('id').limit(limit);
      const byLimit = prepareQueryByLimit(trx, build);
      for (let above = 0; above < 10; above++) await byLimit(2, above);
      const genericPlans = async (query: Compilable<unknown>) => {
        const name = preparedStatementName(query.compile().sql) ?? 'none';
        const { rows } = await sql<{ generic: number | string }>`
          select generic_plans as generic from pg_prepared_statements where name = ${name}`.execute(trx);
        return Number(rows[0]?.generic ?? -1);
      };
      expect(await genericPlans(build(sql.lit(2), 0))).toBeGreaterThan(0);
    });
  });
});
