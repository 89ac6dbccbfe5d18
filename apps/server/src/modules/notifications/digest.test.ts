import { NOTIFICATION_MESSAGES } from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { digestDepsOf } from '../../test/digest-deps';
import { createUser, followCreatorRow, insertLiveryRow, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { outboxInbox } from '../../test/test-inbox';
import { sendDailyDigests } from './digest';
import { drainNotificationEvents } from './notification-drain';
import { recordNotificationEvent } from './notification-events.service';

const t = useTestApp();
const inbox = outboxInbox(() => t.app);
let creator: TestUser;
let reader: TestUser;
let quiet: TestUser;
let carModelId: number;
const HOUR = 3_600_000;

const json = (res: { body: string }) => JSON.parse(res.body);
const digestDeps = () => digestDepsOf(t.app);

async function publish(title: string) {
  const liveryId = await insertLiveryRow(t.app, { uploaderId: creator.id, carModelId, title });
  await t.app.deps.db.kysely
    .transaction()
    .execute((trx) => recordNotificationEvent(trx, { kind: 'livery-published', liveryId, uploaderId: creator.id }));
  await drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
}

const digestsTo = async (user: TestUser) =>
  (await inbox.to(user.email)).filter((m) => m.subject.includes('notification'));

beforeAll(async () => {
  creator = await createUser(t.app, { username: 'digest_creator' });
  reader = await createUser(t.app, { username: 'digest_reader' });
  quiet = await createUser(t.app, { username: 'digest_quiet' });
  carModelId = (await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow()).id;
  await followCreatorRow(t.app, reader.id, creator.id);
  await followCreatorRow(t.app, quiet.id, creator.id);
});

describe('daily digest', () => {
  it('is off until the member turns it on in Settings', async () => {
    const url = '/api/notifications/settings';
    expect(json(await t.app.inject({ method: 'GET', url, headers: reader.headers }))).toEqual({ dailyDigest: false });
    const put = await t.app.inject({ method: 'PUT', url, headers: reader.headers, payload: { dailyDigest: true } });
    expect(json(put)).toEqual({ dailyDigest: true });
    const bad = await t.app.inject({ method: 'PUT', url, headers: reader.headers, payload: { dailyDigest: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(json(await t.app.inject({ method: 'GET', url, headers: reader.headers }))).toEqual({ dailyDigest: true });
  });

  it('mails opted-in members their unread notifications once a day, with a working unsubscribe link', async () => {
    await publish('Dawn Patrol');
    const now = new Date();
    expect(await sendDailyDigests(digestDeps(), now)).toBe(1);
    const [mail, ...more] = await digestsTo(reader);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Paddock: 1 new notification');
    expect(mail?.text).toContain('digest_creator published a new livery: "Dawn Patrol".');
    expect(mail?.text).toContain('http://localhost:3000/notifications');
    expect(await digestsTo(quiet)).toEqual([]);

    // The same day: nothing new goes out, even with something new to tell.
    await publish('Noon Run');
    expect(await sendDailyDigests(digestDeps(), new Date(now.getTime() + 2 * HOUR))).toBe(0);
    // A day later: only what came since the last digest.
    expect(await sendDailyDigests(digestDeps(), new Date(now.getTime() + 24 * HOUR))).toBe(1);
    const second = (await digestsTo(reader)).at(-1);
    expect(second?.text).toContain('Noon Run');
    expect(second?.text).not.toContain('Dawn Patrol');
    // Nothing unread since: no mail.
    expect(await sendDailyDigests(digestDeps(), new Date(now.getTime() + 72 * HOUR))).toBe(0);

    if (!mail) throw new Error('no digest');
    const link = new URL(linkIn(mail, '/unsubscribe?token='));
    const token = link.searchParams.get('token') ?? '';
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ unsubscribed: true, message: NOTIFICATION_MESSAGES.unsubscribed });
    const settings = await t.app.inject({ method: 'GET', url: '/api/notifications/settings', headers: reader.headers });
    expect(json(settings)).toEqual({ dailyDigest: false });
    await publish('After Unsubscribing');
    expect(await sendDailyDigests(digestDeps(), new Date(now.getTime() + 120 * HOUR))).toBe(0);
  });

  it('refuses a wrong or forged token with a message, and changes nothing', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: quiet.headers,
      payload: { dailyDigest: true },
    });
    const forged = `${quiet.id}.${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', '', `${quiet.id}`, 'a b']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token } });
      expect(res.statusCode, token).toBe(400);
      expect(json(res).message).toMatch(/unsubscribe link/);
    }
    const settings = await t.app.inject({ method: 'GET', url: '/api/notifications/settings', headers: quiet.headers });
    expect(json(settings)).toEqual({ dailyDigest: true });
  });

  it('gives a digest back when its mail fails, so the next run sends it', async () => {
    const failing = { ...t.app.deps.mailer, send: () => Promise.reject(new Error('SMTP down')) };
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: creator.headers,
      payload: { dailyDigest: true },
    });
    await followCreatorRow(t.app, creator.id, quiet.id);
    const liveryId = await insertLiveryRow(t.app, { uploaderId: quiet.id, carModelId, title: 'Retry Me' });
    await t.app.deps.db.kysely
      .transaction()
      .execute((trx) => recordNotificationEvent(trx, { kind: 'livery-published', liveryId, uploaderId: quiet.id }));
    await drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
    const later = new Date(Date.now() + 200 * HOUR);
    expect(await sendDailyDigests({ ...digestDeps(), mailer: failing }, later)).toBe(0);
    expect(await sendDailyDigests(digestDeps(), later)).toBeGreaterThanOrEqual(1);
    expect((await digestsTo(creator)).at(-1)?.text).toContain('Retry Me');
  });
});
