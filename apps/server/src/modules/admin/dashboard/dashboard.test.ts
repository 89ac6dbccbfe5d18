import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, json } from '../../../test/admin-test-helpers';
import { createUser, insertLiveryRow, type TestUser } from '../../../test/factories';
import { uploadLivery } from '../../../test/livery-factory';
import { useTestApp } from '../../../test/test-app';
import { lastDays } from './dashboard.service';

const t = useTestApp();
let admin: TestUser;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  const db = t.app.deps.db.kysely;
  const stamp = t.app.deps.dialect.timestamp;
  admin = await createUser(t.app, { role: 'admin' });
  const author = await createUser(t.app, { username: 'dash_author' });
  const old = await createUser(t.app);
  const recent = await createUser(t.app);
  await db
    .updateTable('user')
    .set({ created_at: stamp(daysAgo(40)) })
    .where('id', '=', old.id)
    .execute();
  await db
    .updateTable('user')
    .set({ created_at: stamp(daysAgo(3)) })
    .where('id', '=', recent.id)
    .execute();

  const a = await uploadLivery(t.app, author, { fields: { Title: 'Dash one' } });
  await uploadLivery(t.app, author, { fields: { Title: 'Dash two' } });
  const gt3 = await db
    .selectFrom('car_model as m')
    .innerJoin('car_class as c', 'c.id', 'm.car_class_id')
    .select('m.id')
    .where('c.name', '=', 'LMGT3')
    .executeTakeFirstOrThrow();
  const backdated = await insertLiveryRow(t.app, { uploaderId: author.id, carModelId: gt3.id, title: 'Old GT3' });
  await db
    .updateTable('livery')
    .set({ upload_date: stamp(daysAgo(5)), download_count: 7 })
    .where('id', '=', backdated)
    .execute();
  await db.updateTable('livery').set({ download_count: 3 }).where('id', '=', a.id).execute();

  const reporter = await createUser(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/reports/livery/${a.id}`,
    headers: reporter.headers,
    payload: { reason: 'BrokenFile' },
  });
  expect(res.statusCode).toBe(201);
});

describe('GET /api/dashboard/stats', () => {
  it('is for admins only', async () => {
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/dashboard/stats' });
  });

  it('counts users, liveries, downloads and pending reports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const stats = json(res);
    const users = await t.app.deps.db.kysely
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(stats).toMatchObject({
      totalUsers: Number(users.n),
      totalLiveries: 3,
      totalDownloads: 10,
      pendingReports: 1,
    });
    expect(stats.topCarClasses).toEqual([
      { name: 'Hypercar', count: 2 },
      { name: 'LMGT3', count: 1 },
    ]);
  });

  it('gives exactly 30 zero-filled UTC days ending today', async () => {
    const stats = json(await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: admin.headers }));
    const days = lastDays(new Date());
    for (const series of [stats.newUsersLast30Days, stats.newLiveriesLast30Days]) {
      expect(series).toHaveLength(30);
      expect(series.map((d: { date: string }) => d.date)).toEqual(days);
      expect(series[29].date).toBe(dayOf(new Date()));
    }
    const countOn = (series: { date: string; count: number }[], date: string) =>
      series.find((d) => d.date === date)?.count;
    // The user registered 40 days ago is outside the window; the one 3 days ago is inside.
    expect(countOn(stats.newUsersLast30Days, dayOf(daysAgo(3)))).toBe(1);
    const usersInWindow = stats.newUsersLast30Days.reduce((s: number, d: { count: number }) => s + d.count, 0);
    expect(usersInWindow).toBe(stats.totalUsers - 1);
    expect(countOn(stats.newLiveriesLast30Days, dayOf(daysAgo(5)))).toBe(1);
    expect(countOn(stats.newLiveriesLast30Days, dayOf(new Date()))).toBe(2);
    expect(stats.newLiveriesLast30Days.filter((d: { count: number }) => d.count === 0)).toHaveLength(28);
  });

  it('lists the 10 newest activities, newest first, from sign-ups, uploads, reports and admin actions', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/reports/1',
      headers: admin.headers,
      payload: { status: 'Dismissed' },
    });
    expect(patch.statusCode).toBe(200);
    const stats = json(await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: admin.headers }));
    const list = stats.recentActivities as { id: string; type: string; text: string; timestamp: string }[];
    expect(list).toHaveLength(10);
    expect([...list].sort((a, b) => b.timestamp.localeCompare(a.timestamp)).map((a) => a.timestamp)).toEqual(
      list.map((a) => a.timestamp),
    );
    expect(list[0]).toMatchObject({ type: 'report', text: expect.stringContaining('dismissed report #1') });
    expect(list.map((a) => a.type)).toEqual(expect.arrayContaining(['user', 'livery', 'report']));
    expect(list.find((a) => a.id === 'report-1')?.text).toContain('"Dash one"');
    expect(new Set(list.map((a) => a.id)).size).toBe(10);
  });
});
