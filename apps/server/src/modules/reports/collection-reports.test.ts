import { notificationText, REPORT_ERROR_CODES, REPORT_ERROR_MESSAGES, REPORT_INPUT_MESSAGES } from '@paddock/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { drainNotificationEvents } from '../notifications/notification-drain';

const t = useTestApp();
let admin: TestUser;
let owner: TestUser;
let reporter: TestUser;
let second: TestUser;

const reportCollection = (
  user: TestUser,
  id: number,
  payload: object = { reason: 'OffensiveContent', comment: null },
) => t.app.inject({ method: 'POST', url: `/api/reports/collection/${id}`, headers: user.headers, payload });
const adminGet = async (url: string) => json(await t.app.inject({ method: 'GET', url, headers: admin.headers }));
const reportsOf = async (collectionId: number) =>
  (await adminGet(`/api/reports?collectionId=${collectionId}`)).items as {
    id: number;
    status: string;
    target: string;
    livery: unknown;
    handledBy: { username: string } | null;
    reportedCollection: { id: number | null; name: string; ownerUsername: string | null; state: string } | null;
  }[];
const auditOf = (action: string) =>
  t.app.deps.db.kysely
    .selectFrom('audit_event')
    .select(['target_id', 'summary'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  [admin, owner, reporter, second] = await Promise.all([
    createUser(t.app, { role: 'admin' }),
    createUser(t.app, { username: 'pack_owner' }),
    createUser(t.app, { username: 'pack_reporter' }),
    createUser(t.app, { username: 'pack_second' }),
  ]);
});

/** Issue 34 §17: members report a public collection or league pack; admins see and answer it. */
describe('reporting a collection', () => {
  it('files a report the admin Reports page lists and filters as a collection, with its name and owner', async () => {
    const c = await createCollection(t.app, owner, { name: 'Rude league', visibility: 'public', isLeaguePack: true });
    const res = await reportCollection(reporter, c.id, { reason: 'Harassment', comment: '  Mocks a driver.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toEqual({ id: expect.any(Number), status: 'Pending' });
    const [listed] = await reportsOf(c.id);
    expect(listed).toMatchObject({ id: json(res).id, target: 'collection', livery: null, status: 'Pending' });
    expect(listed?.reportedCollection).toEqual({
      id: c.id,
      name: 'Rude league',
      ownerUsername: 'pack_owner',
      isLeaguePack: true,
      state: 'public',
    });
    const byTarget = (await adminGet('/api/reports?target=collection')).items.map((r: { id: number }) => r.id);
    expect(byTarget).toContain(json(res).id);
    const liveries = (await adminGet('/api/reports?target=livery')).items.map((r: { id: number }) => r.id);
    expect(liveries).not.toContain(json(res).id);
    expect((await adminGet('/api/reports?search=rude%20LEAGUE')).items[0]).toMatchObject({ id: json(res).id });
    const stats = await adminGet('/api/dashboard/stats');
    expect(stats.recentActivities.map((a: { text: string }) => a.text)).toContain(
      'The collection "Rude league" was reported: Harassment',
    );
  });

  it('takes one open report per member and collection; another member may report it too', async () => {
    const c = await createCollection(t.app, owner, { name: 'Twice', visibility: 'public' });
    expect((await reportCollection(reporter, c.id)).statusCode).toBe(201);
    const again = await reportCollection(reporter, c.id, { reason: 'Other', comment: 'Still there' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'ALREADY_REPORTED',
      message: REPORT_ERROR_MESSAGES.collectionAlreadyReported,
    });
    expect((await reportCollection(second, c.id)).statusCode).toBe(201);
    // Once answered, the same member may report it again.
    const [first] = (await reportsOf(c.id)).filter((r) => r.status === 'Pending').slice(-1);
    const dismissed = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/${first?.id}`,
      headers: admin.headers,
      payload: { status: 'Dismissed' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await reportCollection(reporter, c.id)).statusCode).toBe(201);
  });

  it('refuses one’s own collection, a private or unknown one, and a livery or comment reason', async () => {
    const own = await createCollection(t.app, reporter, { name: 'Mine', visibility: 'public' });
    const ownRes = await reportCollection(reporter, own.id);
    expect(ownRes.statusCode).toBe(400);
    expect(json(ownRes)).toMatchObject({
      code: REPORT_ERROR_CODES.ownCollection,
      message: REPORT_ERROR_MESSAGES.ownCollection,
    });
    const hidden = await createCollection(t.app, owner, { name: 'Hidden' });
    for (const id of [hidden.id, 2_000_000]) {
      const res = await reportCollection(reporter, id);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(REPORT_ERROR_MESSAGES.collectionNotFound);
    }
    const shown = await createCollection(t.app, owner, { name: 'Reasons', visibility: 'public' });
    for (const reason of ['BrokenFile', 'Spam', 'OffTopic', 'StolenContent', '', undefined]) {
      const res = await reportCollection(second, shown.id, { reason, comment: null });
      expect(res.statusCode, String(reason)).toBe(400);
      expect(json(res).message).toBe(REPORT_INPUT_MESSAGES.reasonRequired);
    }
    const long = await reportCollection(second, shown.id, { reason: 'Other', comment: 'x'.repeat(1001) });
    expect(json(long).message).toBe(REPORT_INPUT_MESSAGES.commentTooLong);
    expect(await reportsOf(shown.id)).toEqual([]);
  });

  it('is for signed-in members who are not banned', async () => {
    const c = await createCollection(t.app, owner, { name: 'Guarded', visibility: 'public' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/reports/collection/${c.id}`,
      payload: { reason: 'Other', comment: null },
    });
    expect(anonymous.statusCode).toBe(401);
    const banned = await createUser(t.app, { banned: true });
    expect((await reportCollection(banned, c.id)).statusCode).toBe(403);
    expect(await reportsOf(c.id)).toEqual([]);
  });
});

describe('answering collection reports', () => {
  // Fresh reporters for each case: a member files at most 5 reports a minute.
  beforeEach(async () => {
    [reporter, second] = await Promise.all([createUser(t.app), createUser(t.app)]);
  });

  it('dismissing one is audit-logged with the collection’s name', async () => {
    const c = await createCollection(t.app, owner, { name: 'Fine pack', visibility: 'public' });
    const { id } = json(await reportCollection(reporter, c.id));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/${id}`,
      headers: admin.headers,
      payload: { status: 'Dismissed' },
    });
    expect(json(res)).toMatchObject({ status: 'Dismissed', target: 'collection', handledBy: { id: admin.id } });
    expect((await auditOf('report.Dismissed')).find((a) => a.target_id === String(id))?.summary).toBe(
      `${admin.username} dismissed report #${id} on the collection "Fine pack"`,
    );
  });

  it('removing the collection (Admin → Collections) resolves its open reports in the same step and keeps them', async () => {
    const c = await createCollection(t.app, owner, { name: 'Spam pack', visibility: 'public' });
    const first = json(await reportCollection(reporter, c.id, { reason: 'SpamOrMisleading', comment: null })).id;
    const other = json(await reportCollection(second, c.id)).id;
    const listed = await adminGet('/api/admin/collections?search=spam%20pack');
    expect(listed.items).toEqual([expect.objectContaining({ id: c.id, openReportCount: 2 })]);
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/collections/${c.id}/remove`,
      headers: admin.headers,
      payload: { reason: 'Advertises a shop.' },
    });
    expect(removed.statusCode).toBe(204);
    // The reports stay, resolved by the admin, naming the removed collection by its kept name.
    const after = await adminGet('/api/reports?target=collection&search=spam%20pack');
    const mine = after.items.filter((r: { id: number }) => [first, other].includes(r.id));
    expect(mine).toHaveLength(2);
    for (const r of mine) {
      expect(r).toMatchObject({ status: 'Resolved', handledBy: { id: admin.id } });
      expect(r.reportedCollection).toEqual({
        id: null,
        name: 'Spam pack',
        ownerUsername: null,
        isLeaguePack: false,
        state: 'deleted',
      });
    }
    const resolved = (await auditOf('report.Resolved')).map((a) => a.summary);
    expect(resolved).toContain(`${admin.username} resolved report #${first} on the collection "Spam pack"`);
    expect((await auditOf('collection.delete')).at(-1)?.summary).toContain('removed the public collection "Spam pack"');
    // Each reporter is told, by the collection's name.
    await drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
    const told = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: reporter.headers });
    const resolvedNews = json(told).items.filter((n: { refId: number }) => n.refId === first);
    expect(resolvedNews).toEqual([expect.objectContaining({ kind: 'report-resolved', liveryId: null })]);
    expect(notificationText(resolvedNews[0])).toBe(
      'Your report on "Spam pack" was resolved. Thank you for helping keep Paddock clean.',
    );
  });

  it('an owner deleting their own collection leaves its reports open for the moderators', async () => {
    const c = await createCollection(t.app, owner, { name: 'Escaping', visibility: 'public' });
    const { id } = json(await reportCollection(reporter, c.id));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/collections/${c.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(204);
    const kept = (await adminGet('/api/reports?target=collection&status=Pending')).items.find(
      (r: { id: number }) => r.id === id,
    );
    expect(kept.reportedCollection).toMatchObject({ id: null, name: 'Escaping', state: 'deleted' });
  });

  it('an admin removing it from its own page resolves its open reports too', async () => {
    const c = await createCollection(t.app, owner, { name: 'Page removal', visibility: 'public' });
    const { id } = json(await reportCollection(reporter, c.id));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/collections/${c.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    const report = json(
      await t.app.inject({ method: 'GET', url: `/api/reports?search=page%20removal`, headers: admin.headers }),
    );
    expect(report.items.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'Resolved' });
  });

  it('counts only open reports in Admin → Collections', async () => {
    const c = await createCollection(t.app, owner, { name: 'Counted once', visibility: 'public' });
    const { id } = json(await reportCollection(reporter, c.id));
    await reportCollection(second, c.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/${id}`,
      headers: admin.headers,
      payload: { status: 'Dismissed' },
    });
    const listed = await adminGet('/api/admin/collections?search=counted%20once');
    expect(listed.items[0]).toMatchObject({ id: c.id, openReportCount: 1 });
    const quiet = await createCollection(t.app, owner, { name: 'Counted none', visibility: 'public' });
    expect((await adminGet('/api/admin/collections?search=counted%20none')).items[0]).toMatchObject({
      id: quiet.id,
      openReportCount: 0,
    });
  });
});
