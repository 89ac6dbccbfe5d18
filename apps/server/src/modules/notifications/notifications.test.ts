import { NOTIFICATION_MESSAGES, type NotificationPage } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { drainNotificationEvents, pruneNotifications } from './notification-drain';
import { recordNotificationEvent } from './notification-events.service';

const t = useTestApp();
let painter: TestUser;
let fan: TestUser;
let other: TestUser;
let admin: TestUser;
let carModelId: number;

const json = (res: { body: string }) => JSON.parse(res.body);
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const drain = () => drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
const page = async (user: TestUser, n = 1): Promise<NotificationPage> =>
  json(await call(user, 'GET', `/api/notifications?page=${n}`));

beforeAll(async () => {
  painter = await createUser(t.app, { username: 'painter_p' });
  fan = await createUser(t.app, { username: 'fan_f' });
  other = await createUser(t.app, { username: 'other_o' });
  admin = await createUser(t.app, { role: 'admin' });
  const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
  carModelId = model.id;
});

describe('following a creator', () => {
  it('refuses following yourself and unknown members with a message', async () => {
    const self = await call(painter, 'POST', `/api/users/${painter.id}/follow`);
    expect(self.statusCode).toBe(400);
    expect(json(self)).toMatchObject({ code: 'CANNOT_FOLLOW_YOURSELF', message: 'You cannot follow yourself.' });
    expect((await call(fan, 'POST', '/api/users/99999/follow')).statusCode).toBe(404);
    expect((await call(fan, 'POST', '/api/users/abc/follow')).statusCode).toBe(400);
  });

  it('follows once however often it is asked, and unfollows', async () => {
    await call(fan, 'POST', `/api/users/${painter.id}/follow`);
    const again = json(await call(fan, 'POST', `/api/users/${painter.id}/follow`));
    expect(again).toEqual({ following: true, followerCount: 1 });
    expect(json(await call(other, 'GET', `/api/users/${painter.id}/follow`))).toEqual({
      following: false,
      followerCount: 1,
    });
    expect(json(await call(other, 'DELETE', `/api/users/${painter.id}/follow`))).toEqual({
      following: false,
      followerCount: 1,
    });
  });
});

describe('a followed creator publishes', () => {
  it('tells each follower once, never the creator, after the background drain', async () => {
    const before = (await page(fan)).totalCount;
    const livery = await uploadLivery(t.app, painter, { fields: { Title: 'Followed Art' } });
    await drain();
    await drain();
    const mine = await page(fan);
    expect(mine.totalCount).toBe(before + 1);
    expect(mine.items[0]).toMatchObject({
      kind: 'livery-published',
      liveryId: livery.id,
      liveryTitle: 'Followed Art',
      actor: { id: painter.id, username: 'painter_p' },
      readAt: null,
    });
    expect(mine.unreadCount).toBeGreaterThan(0);
    expect((await page(painter)).totalCount).toBe(0);
    expect((await page(other)).totalCount).toBe(0);
  });

  it('marks one read (only the owner can), then all', async () => {
    const first = (await page(fan)).items[0];
    if (!first) throw new Error('no notification');
    expect((await call(other, 'POST', `/api/notifications/${first.id}/read`)).statusCode).toBe(404);
    const count = json(await call(fan, 'GET', '/api/notifications/unread-count')).unreadCount;
    expect(json(await call(fan, 'POST', `/api/notifications/${first.id}/read`))).toEqual({ unreadCount: count - 1 });
    expect((await page(fan)).items[0]?.readAt).not.toBeNull();
    expect(json(await call(fan, 'POST', '/api/notifications/read-all'))).toEqual({ unreadCount: 0 });
    expect(json(await call(fan, 'GET', '/api/notifications/unread-count'))).toEqual({ unreadCount: 0 });
  });

  it('notifies nobody when the causing transaction rolls back', async () => {
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId });
    const before = (await page(fan)).totalCount;
    await expect(
      t.app.deps.db.kysely.transaction().execute(async (trx) => {
        await recordNotificationEvent(trx, { kind: 'livery-published', liveryId, uploaderId: painter.id });
        throw new Error('upload failed');
      }),
    ).rejects.toThrow('upload failed');
    await drain();
    expect((await page(fan)).totalCount).toBe(before);
  });
});

describe('a resolved report', () => {
  it('tells the reporter once, whether resolved alone or in bulk', async () => {
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Reported One' });
    const filed = json(await call(fan, 'POST', `/api/reports/livery/${liveryId}`, { reason: 'Other', comment: null }));
    expect((await call(admin, 'PUT', `/api/notifications/settings`, { dailyDigest: false })).statusCode).toBe(200);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/${filed.id}`,
      headers: admin.headers,
      payload: { status: 'Resolved' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    // Resolving it again in bulk is no news.
    const bulk = await call(admin, 'POST', '/api/reports/bulk', { ids: [filed.id], status: 'Resolved' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await drain();
    const resolved = (await page(fan)).items.filter((n) => n.kind === 'report-resolved');
    expect(resolved).toHaveLength(1);
    expect(resolved[0]).toMatchObject({ refId: filed.id, liveryTitle: 'Reported One', actor: null });
  });
});

describe('paging and retention', () => {
  it('pages newest first and refuses a bad page number', async () => {
    expect((await call(fan, 'GET', '/api/notifications?page=0')).statusCode).toBe(400);
    expect(json(await call(fan, 'GET', '/api/notifications?page=x')).message).toBe(NOTIFICATION_MESSAGES.invalidPage);
    const far = await page(fan, 50);
    expect(far.items).toEqual([]);
    const ids = (await page(fan)).items.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('deletes read notifications past the retention, keeps unread ones', async () => {
    const db = t.app.deps.db.kysely;
    const unread = (await page(fan)).unreadCount;
    const total = (await page(fan)).totalCount;
    const readCount = total - unread;
    expect(readCount).toBeGreaterThan(0);
    await pruneNotifications(t.app.deps.db, t.app.deps.dialect, new Date(Date.now() + 91 * 86_400_000));
    const after = await page(fan);
    expect(after.totalCount).toBe(unread);
    expect(after.unreadCount).toBe(unread);
    expect(await db.selectFrom('notification_event').select('id').execute()).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the follow and notification endpoints', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/{id}/follow',
        '/api/liveries/{id}/follow',
        '/api/notifications',
        '/api/notifications/unread-count',
        '/api/notifications/{id}/read',
        '/api/notifications/read-all',
        '/api/notifications/settings',
        '/api/notifications/unsubscribe',
      ]),
    );
    const params = doc.paths['/api/notifications'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(['page']);
  });
});
