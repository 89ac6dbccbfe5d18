import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/admin-test-helpers';
import { createUser, insertLiveryRow, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { TOP_CLASSES } from './dashboard.service';

// Its own database: the other dashboard tests count every livery.
const t = useTestApp();
let admin: TestUser;

/** Livery counts per class: six classes in use, so the sixth must drop off the chart. */
const USAGE: [string, number][] = [
  ['LMGT3', 6],
  ['Hypercar', 5],
  ['GTE', 4],
  ['LMP3', 3],
  ['Extra Class', 2],
  ['LMP2', 1],
];

beforeAll(async () => {
  const db = t.app.deps.db.kysely;
  admin = await createUser(t.app, { role: 'admin' });
  const author = await createUser(t.app);
  const extra = await db
    .insertInto('car_class')
    .values({ name: 'Extra Class' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('car_model').values({ name: 'Extra Car', car_class_id: extra.id }).execute();
  for (const [className, count] of USAGE) {
    const model = await db
      .selectFrom('car_model as m')
      .innerJoin('car_class as c', 'c.id', 'm.car_class_id')
      .select('m.id')
      .where('c.name', '=', className)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < count; i += 1) {
      await insertLiveryRow(t.app, { uploaderId: author.id, carModelId: model.id, title: `${className} ${i}` });
    }
  }
});

describe('the dashboard top car classes', () => {
  it(`are the ${TOP_CLASSES} classes with the most liveries, most first`, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(TOP_CLASSES).toBe(5);
    expect(json(res).topCarClasses).toEqual(USAGE.slice(0, 5).map(([name, count]) => ({ name, count })));
  });
});
