import type { NotificationEvent } from '@paddock/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, followCreatorRow, followLiveryRow, insertLiveryRow, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { DRAIN_BATCH_SIZE, drainNotificationEvents } from './notification-drain';
import { recordNotificationEvent } from './notification-events.service';

/**
 * The drain's own rules (decision 0008): who is told, how much it works off in one run, what it
 * does with what it does not know. The background job drains too; each test asserts only what
 * holds whichever drain got there first.
 */
const t = useTestApp();
let carModelId: number;

const db = () => t.app.deps.db.kysely;
const drain = () => drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
const record = (event: NotificationEvent) =>
  db()
    .transaction()
    .execute((trx) => recordNotificationEvent(trx, event));
/** The notifications `user` holds, oldest first, as [kind, livery id, ref id]. */
const received = async (user: TestUser) =>
  (
    await db()
      .selectFrom('notification')
      .select(['kind', 'livery_id', 'ref_id'])
      .where('recipient_id', '=', user.id)
      .orderBy('id')
      .execute()
  ).map((n) => [n.kind, n.livery_id, n.ref_id]);
const pendingEvents = async () =>
  Number(
    (
      await db()
        .selectFrom('notification_event')
        .select(sql<number>`count(*)`.as('n'))
        .where('processed_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
/** `minutes` ago, as a timestamp parameter (the drain may run minutes after the event). */
const minutesAgo = (minutes: number) => t.app.deps.dialect.timestamp(new Date(Date.now() - minutes * 60_000));

beforeAll(async () => {
  carModelId = (await db().selectFrom('car_model').select('id').executeTakeFirstOrThrow()).id;
});

describe('who the drain tells', () => {
  it('tells only the members who followed before the event, not one who followed after it', async () => {
    const [painter, early, late] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Old news' });
    await followCreatorRow(t.app, early.id, painter.id);
    await followLiveryRow(t.app, early.id, liveryId);
    for (const table of ['follow_creator', 'follow_livery'] as const)
      await db()
        .updateTable(table)
        .set({ created_at: minutesAgo(3) })
        .where('follower_id', '=', early.id)
        .execute();
    await record({ kind: 'livery-published', liveryId, uploaderId: painter.id });
    await record({ kind: 'livery-version', liveryId, versionNumber: 2 });
    await db()
      .updateTable('notification_event')
      .set({ created_at: minutesAgo(2) })
      .where('livery_id', '=', liveryId)
      .execute();
    // Through the API, after both events and before the drain.
    for (const url of [`/api/users/${painter.id}/follow`, `/api/liveries/${liveryId}/follow`]) {
      expect((await t.app.inject({ method: 'POST', url, headers: late.headers })).statusCode).toBe(200);
    }
    await drain();
    expect(await received(early)).toEqual([
      ['livery-published', liveryId, null],
      ['livery-version', liveryId, 2],
    ]);
    expect(await received(late)).toEqual([]);
  });

  it('tells an anonymized member nothing, named or following, and the others as usual', async () => {
    const user = () => createUser(t.app);
    const [painter, replier, follower, commenter, stays] = await Promise.all([user(), user(), user(), user(), user()]);
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Erased' });
    const [replierComment, staysComment] = [
      await commentRow(liveryId, replier.id),
      await commentRow(liveryId, stays.id),
    ];
    await Promise.all([followLiveryRow(t.app, follower.id, liveryId), followLiveryRow(t.app, stays.id, liveryId)]);
    for (const member of [painter, replier, follower]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/gdpr/anonymize',
        headers: member.headers,
        payload: { requestType: 'ANONYMIZE', currentPassword: member.password },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Events after the erasures: a new version for the livery's followers, and replies on the
    // anonymized uploader's livery (which stays) naming the uploader and the parent's author.
    await record({ kind: 'livery-version', liveryId, versionNumber: 2 });
    const reply = async (parentCommentId: number, parentAuthorId: number) => {
      const commentId = await commentRow(liveryId, commenter.id);
      await record({
        kind: 'comment',
        liveryId,
        commentId,
        parentCommentId,
        parentAuthorId,
        authorId: commenter.id,
        excerpt: 'Nice',
      });
      return commentId;
    };
    await reply(replierComment, replier.id);
    const toStays = await reply(staysComment, stays.id);
    await drain();
    expect(await received(painter)).toEqual([]);
    expect(await received(replier)).toEqual([]);
    expect(await received(follower)).toEqual([]);
    expect(await received(stays)).toEqual([
      ['livery-version', liveryId, 2],
      ['reply', liveryId, toStays],
    ]);
  });
});

describe('how the drain works through the queue', () => {
  it('works off more events than one batch in one run', async () => {
    const [painter, fan] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Busy' });
    await followLiveryRow(t.app, fan.id, liveryId);
    const versions = Array.from({ length: DRAIN_BATCH_SIZE + 5 }, (_, i) => i + 2);
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const versionNumber of versions)
          await recordNotificationEvent(trx, { kind: 'livery-version', liveryId, versionNumber });
      });
    await drain();
    expect(await pendingEvents()).toBe(0);
    expect(await received(fan)).toEqual(versions.map((v) => ['livery-version', liveryId, v]));
  });

  it('marks an event of a kind it does not know (a newer version wrote it) and goes on with the rest', async () => {
    const [painter, named, fan] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Future' });
    await followLiveryRow(t.app, fan.id, liveryId);
    // A kind no version knows, and one that is also the name of a property every object has.
    const unknownIds: number[] = [];
    for (const kind of ['livery-featured', 'constructor']) {
      const { id } = await db()
        .insertInto('notification_event')
        .values({
          kind,
          actor_id: painter.id,
          livery_id: liveryId,
          livery_title: 'Future',
          recipient_id: named.id,
          parent_author_id: null,
          ref_id: null,
          excerpt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      unknownIds.push(id);
    }
    await record({ kind: 'livery-version', liveryId, versionNumber: 2 });
    await drain();
    const unknown = await db()
      .selectFrom('notification_event')
      .select('processed_at')
      .where('id', 'in', unknownIds)
      .execute();
    expect(unknown.map((e) => e.processed_at !== null)).toEqual([true, true]);
    expect(await pendingEvents()).toBe(0);
    expect(await received(named)).toEqual([]);
    expect(await received(fan)).toEqual([['livery-version', liveryId, 2]]);
  });

  it('delivers each notification exactly once when two drains run at the same time', async () => {
    const painter = await createUser(t.app);
    const fans = await Promise.all(Array.from({ length: 4 }, () => createUser(t.app)));
    const liveryIds: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: `Twice ${i}` });
      for (const fan of fans) await followLiveryRow(t.app, fan.id, liveryId);
      liveryIds.push(liveryId);
    }
    for (const liveryId of liveryIds) await record({ kind: 'livery-version', liveryId, versionNumber: 2 });
    await Promise.all([drain(), drain()]);
    for (const fan of fans) {
      expect(await received(fan)).toEqual(liveryIds.map((id) => ['livery-version', id, 2]));
    }
    expect(await pendingEvents()).toBe(0);
  });
});

/** A comment row, as the comments module writes it before recording its event. */
async function commentRow(liveryId: number, authorId: number): Promise<number> {
  const { id } = await db()
    .insertInto('livery_comment')
    .values({ livery_id: liveryId, author_id: authorId, body: 'Nice', parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
