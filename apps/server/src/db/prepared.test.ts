import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { prepareQuery } from './prepared';

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
});
