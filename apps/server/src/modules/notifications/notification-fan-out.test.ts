import type { NotificationPage } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, followLiveryRow, insertLiveryRow, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { drainNotificationEvents } from './notification-drain';
import { recordNotificationEvent } from './notification-events.service';

/**
 * The fan-out of the events other modules record (livery versions, comments): they are inserted
 * here directly, as those modules will do inside their transactions.
 */
const t = useTestApp();
let painter: TestUser;
let fan: TestUser;
let other: TestUser;
let carModelId: number;

const drain = () => drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
const page = async (user: TestUser): Promise<NotificationPage> =>
  JSON.parse((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.headers })).body);

beforeAll(async () => {
  painter = await createUser(t.app, { username: 'painter_v' });
  fan = await createUser(t.app, { username: 'fan_v' });
  other = await createUser(t.app, { username: 'other_v' });
  carModelId = (await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow()).id;
});

describe('events of other modules (versions, comments)', () => {
  it('fans a new version out to the livery’s followers, not its uploader', async () => {
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Versioned' });
    await followLiveryRow(t.app, other.id, liveryId);
    await followLiveryRow(t.app, painter.id, liveryId);
    await t.app.deps.db.kysely
      .transaction()
      .execute((trx) => recordNotificationEvent(trx, { kind: 'livery-version', liveryId, versionNumber: 2 }));
    await drain();
    expect((await page(other)).items[0]).toMatchObject({ kind: 'livery-version', refId: 2, liveryTitle: 'Versioned' });
    expect((await page(painter)).items.some((n) => n.kind === 'livery-version')).toBe(false);
  });

  it('tells the uploader of a comment and the parent’s author of a reply, never the author', async () => {
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Discussed' });
    const record = (event: Parameters<typeof recordNotificationEvent>[1]) =>
      t.app.deps.db.kysely.transaction().execute((trx) => recordNotificationEvent(trx, event));
    await record({
      kind: 'comment',
      liveryId,
      commentId: 10,
      parentCommentId: null,
      parentAuthorId: null,
      authorId: other.id,
      excerpt: `Lovely   work\n${'x'.repeat(300)}`,
    });
    await record({
      kind: 'comment',
      liveryId,
      commentId: 11,
      parentCommentId: 10,
      parentAuthorId: other.id,
      authorId: fan.id,
      excerpt: 'Agreed',
    });
    await record({
      kind: 'comment',
      liveryId,
      commentId: 12,
      parentCommentId: 10,
      parentAuthorId: other.id,
      authorId: painter.id,
      excerpt: 'Thanks',
    });
    await drain();
    const painterKinds = (await page(painter)).items
      .filter((n) => n.liveryId === liveryId)
      .map((n) => [n.kind, n.refId]);
    expect(painterKinds).toEqual([
      ['comment', 11],
      ['comment', 10],
    ]);
    const otherItems = (await page(other)).items.filter((n) => n.liveryId === liveryId);
    expect(otherItems.map((n) => [n.kind, n.refId, n.actor?.id])).toEqual([
      ['reply', 12, painter.id],
      ['reply', 11, fan.id],
    ]);
    const first = (await page(painter)).items.find((n) => n.refId === 10);
    expect(first?.excerpt?.startsWith('Lovely work x')).toBe(true);
    expect(first?.excerpt?.length).toBeLessThanOrEqual(140);
  });

  it('tells nobody of a comment whose livery was deleted before the drain', async () => {
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Soon Gone' });
    await t.app.deps.db.kysely.transaction().execute((trx) =>
      recordNotificationEvent(trx, {
        kind: 'comment',
        liveryId,
        commentId: 99,
        parentCommentId: null,
        parentAuthorId: null,
        authorId: other.id,
        excerpt: 'Too late',
      }),
    );
    await t.app.deps.db.kysely.deleteFrom('livery').where('id', '=', liveryId).execute();
    await drain();
    expect((await page(painter)).items.some((n) => n.refId === 99)).toBe(false);
  });

  it('writes nothing twice when an event is drained again (crash before the mark)', async () => {
    const db = t.app.deps.db.kysely;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('notification')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await db.updateTable('notification_event').set({ processed_at: null }).execute();
    expect(await drain()).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });
});
