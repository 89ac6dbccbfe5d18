import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, expectAdminOnly, json } from '../../test/admin-test-helpers';
import { createUser, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: TestUser;
let author: TestUser;
let alice: TestUser;
let bob: TestUser;
let liveryA: { id: number; title: string };
let liveryB: { id: number; title: string };
const reportIds: Record<string, number> = {};

async function report(user: TestUser, liveryId: number, reason: string, comment: string | null = null) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/reports/livery/${liveryId}`,
    headers: user.headers,
    payload: { reason, comment },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id as number;
}

const get = (url: string, user: TestUser = admin) => t.app.inject({ method: 'GET', url, headers: user.headers });

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin' });
  author = await createUser(t.app, { username: 'Painter' });
  alice = await createUser(t.app, { username: 'alice_reporter' });
  bob = await createUser(t.app, { username: 'bob' });
  liveryA = await uploadLivery(t.app, author, { fields: { Title: 'Gulf Heritage' } });
  liveryB = await uploadLivery(t.app, author, { fields: { Title: 'Martini Stripes' } });
  reportIds.aliceA = await report(alice, liveryA.id, 'StolenContent', 'copied from my work');
  reportIds.bobA = await report(bob, liveryA.id, 'Other');
  reportIds.aliceB = await report(alice, liveryB.id, 'OffensiveContent');
  // The first report is a week old.
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  await t.app.deps.db.kysely
    .updateTable('report')
    .set({ created_at: t.app.deps.dialect.timestamp(weekAgo) })
    .where('id', '=', reportIds.aliceA)
    .execute();
});

describe('who may moderate reports', () => {
  it.each([
    { method: 'GET', url: '/api/reports' },
    { method: 'GET', url: '/api/reports/stats' },
    { method: 'PATCH', url: '/api/reports/1', payload: { status: 'Resolved' } },
    { method: 'POST', url: '/api/reports/bulk', payload: { ids: [1], status: 'Resolved' } },
  ] as const)('$method $url is for admins only', async (req) => {
    await expectAdminOnly(t.app, req);
    if (req.method === 'GET') expect((await get(req.url)).statusCode).toBe(200);
    // Nothing was changed by the refused writes.
    expect(json(await get('/api/reports/stats')).pendingCount).toBe(3);
  });
});

describe('GET /api/reports', () => {
  it('lists newest first with livery, author and reporter', async () => {
    const res = await get('/api/reports');
    expect(res.statusCode).toBe(200);
    const page = json(res);
    expect(page.totalCount).toBe(3);
    expect(page.totalPages).toBe(1);
    expect(page.items.map((r: { id: number }) => r.id)).toEqual([reportIds.aliceB, reportIds.bobA, reportIds.aliceA]);
    expect(page.items[2]).toEqual({
      id: reportIds.aliceA,
      status: 'Pending',
      reason: 'StolenContent',
      dateReported: expect.any(String),
      comment: 'copied from my work',
      liveryId: liveryA.id,
      livery: { title: 'Gulf Heritage', authorUsername: 'Painter', carModelName: 'Porsche 963', downloadCount: 0 },
      reporter: { id: alice.id, username: 'alice_reporter' },
      handledBy: null,
      handledAt: null,
      target: 'livery',
      reportedComment: null,
      reportedCollection: null,
    });
  });

  it('filters by status, reason, dates and search over livery title and reporter', async () => {
    const ids = async (query: string) =>
      json(await get(`/api/reports?${query}`)).items.map((r: { id: number }) => r.id) as number[];
    expect(await ids('reason=OffensiveContent')).toEqual([reportIds.aliceB]);
    expect(await ids('search=martini')).toEqual([reportIds.aliceB]);
    expect(await ids('search=ALICE')).toEqual([reportIds.aliceB, reportIds.aliceA]);
    expect(await ids('search=bob')).toEqual([reportIds.bobA]);
    expect(await ids('search=100%25')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await ids(`dateFrom=${today}`)).toEqual([reportIds.aliceB, reportIds.bobA]);
    expect(await ids(`dateFrom=${eightDaysAgo}&dateTo=${twoDaysAgo}`)).toEqual([reportIds.aliceA]);
    expect(await ids(`dateTo=${today}`)).toHaveLength(3);
    expect(await ids('status=Resolved')).toEqual([]);
  });

  it('pages', async () => {
    const page = json(await get('/api/reports?pageSize=2&pageNumber=2'));
    expect(page).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(page.items.map((r: { id: number }) => r.id)).toEqual([reportIds.aliceA]);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of [
      'status=Open',
      'reason=Bad',
      'dateFrom=yesterday',
      'pageSize=101',
      'pageNumber=0',
      'dateFrom=2025-02-02&dateTo=2025-01-01',
    ]) {
      const res = await get(`/api/reports?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(json(res)).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('changing report status', () => {
  it('PATCH sets status, handler and time, audited; stats follow', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/${reportIds.bobA}`,
      headers: admin.headers,
      payload: { status: 'UnderInvestigation' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      id: reportIds.bobA,
      status: 'UnderInvestigation',
      handledBy: { id: admin.id, username: admin.username },
      handledAt: expect.any(String),
    });
    expect(await auditActions(t.app, 'report')).toContainEqual({
      action: 'report.UnderInvestigation',
      targetId: String(reportIds.bobA),
      actorId: admin.id,
    });
    expect(json(await get('/api/reports/stats'))).toEqual({
      pendingCount: 2,
      investigatingCount: 1,
      resolvedCount: 0,
      dismissedCount: 0,
      totalReports: 3,
    });
    expect(json(await get('/api/reports?status=UnderInvestigation')).items).toHaveLength(1);
  });

  it('PATCH answers 404 for an unknown report and 400 for a bad status or extra field', async () => {
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload });
    expect((await patch('/api/reports/99999', { status: 'Resolved' })).statusCode).toBe(404);
    expect((await patch(`/api/reports/${reportIds.bobA}`, { status: 'Closed' })).statusCode).toBe(400);
    expect((await patch(`/api/reports/${reportIds.bobA}`, { status: 'Resolved', handledBy: 1 })).statusCode).toBe(400);
    expect((await patch('/api/reports/abc', { status: 'Resolved' })).statusCode).toBe(400);
  });

  it('bulk with an unknown id changes nothing and names the missing ids', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/bulk',
      headers: admin.headers,
      payload: { ids: [reportIds.aliceA, 99998, 99999], status: 'Dismissed' },
    });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toContain('99998, 99999');
    expect(json(await get('/api/reports/stats')).dismissedCount).toBe(0);
  });

  it('bulk changes every report in one go, audited', async () => {
    const before = (await auditActions(t.app, 'report')).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/bulk',
      headers: admin.headers,
      payload: { ids: [reportIds.aliceA, reportIds.aliceB], status: 'Resolved' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ updated: 2 });
    expect(json(await get('/api/reports/stats'))).toMatchObject({ pendingCount: 0, resolvedCount: 2, totalReports: 3 });
    expect((await auditActions(t.app, 'report')).length).toBe(before + 2);
  });

  it('bulk validates ids (1 to 100)', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/reports/bulk', headers: admin.headers, payload });
    expect((await post({ ids: [], status: 'Resolved' })).statusCode).toBe(400);
    expect((await post({ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'Resolved' })).statusCode).toBe(
      400,
    );
    expect((await post({ ids: ['1'], status: 'Resolved' })).statusCode).toBe(400);
  });
});

describe('a report on a deleted livery', () => {
  it('keeps the title and drops the rest', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/liveries/${liveryB.id}`, headers: author.headers });
    expect(res.statusCode, res.body).toBe(200);
    const item = json(await get('/api/reports?search=martini')).items[0];
    expect(item).toMatchObject({
      liveryId: null,
      livery: { title: 'Martini Stripes', authorUsername: null, carModelName: null, downloadCount: null },
    });
  });
});
