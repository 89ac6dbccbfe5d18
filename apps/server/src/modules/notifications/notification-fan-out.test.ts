import type { NotificationPage } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveryOf, postComment } from '../../test/comment-factory';
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
/** A comment row, as the comments module writes it before recording its event. */
const commentRow = async (liveryId: number, authorId: number, body: string, parentId: number | null = null) =>
  (
    await t.app.deps.db.kysely
      .insertInto('livery_comment')
      .values({ livery_id: liveryId, author_id: authorId, body, parent_id: parentId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
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
    const c10 = await commentRow(liveryId, other.id, 'Lovely work');
    const c11 = await commentRow(liveryId, fan.id, 'Agreed', c10);
    const c12 = await commentRow(liveryId, painter.id, 'Thanks', c10);
    await record({
      kind: 'comment',
      liveryId,
      commentId: c10,
      parentCommentId: null,
      parentAuthorId: null,
      authorId: other.id,
      excerpt: `Lovely   work\n${'x'.repeat(300)}`,
    });
    await record({
      kind: 'comment',
      liveryId,
      commentId: c11,
      parentCommentId: c10,
      parentAuthorId: other.id,
      authorId: fan.id,
      excerpt: 'Agreed',
    });
    await record({
      kind: 'comment',
      liveryId,
      commentId: c12,
      parentCommentId: c10,
      parentAuthorId: other.id,
      authorId: painter.id,
      excerpt: 'Thanks',
    });
    await drain();
    const painterKinds = (await page(painter)).items
      .filter((n) => n.liveryId === liveryId)
      .map((n) => [n.kind, n.refId]);
    expect(painterKinds).toEqual([
      ['comment', c11],
      ['comment', c10],
    ]);
    const otherItems = (await page(other)).items.filter((n) => n.liveryId === liveryId);
    expect(otherItems.map((n) => [n.kind, n.refId, n.actor?.id])).toEqual([
      ['reply', c12, painter.id],
      ['reply', c11, fan.id],
    ]);
    const first = (await page(painter)).items.find((n) => n.refId === c10);
    expect(first?.excerpt?.startsWith('Lovely work x')).toBe(true);
    expect(first?.excerpt?.length).toBeLessThanOrEqual(140);
  });

  it('tells nobody of a comment whose livery was deleted before the drain', async () => {
    const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Soon Gone' });
    const keptId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId, title: 'Still Here' });
    const commentOn = async (id: number, excerpt: string) => {
      const commentId = await commentRow(id, other.id, excerpt);
      await t.app.deps.db.kysely.transaction().execute((trx) =>
        recordNotificationEvent(trx, {
          kind: 'comment',
          liveryId: id,
          commentId,
          parentCommentId: null,
          parentAuthorId: null,
          authorId: other.id,
          excerpt,
        }),
      );
      return commentId;
    };
    const gone = await commentOn(liveryId, 'Too late');
    const kept = await commentOn(keptId, 'In time');
    await t.app.deps.db.kysely.deleteFrom('livery').where('id', '=', liveryId).execute();
    await drain();
    const items = (await page(painter)).items;
    expect(items.some((n) => n.refId === gone)).toBe(false);
    // The same drain did run: the comment on the livery that stays reached its uploader.
    expect(items.filter((n) => n.refId === kept)).toMatchObject([{ kind: 'comment', liveryId: keptId }]);
  });

  it("quotes a comment's words only while they stand: edited, hidden or deleted, the quote follows", async () => {
    const liveryId = await liveryOf(t.app, painter, 'Quoted');
    const as = (user: TestUser) => ({ headers: user.headers });
    const excerptOf = async (commentId: number) =>
      (await page(painter)).items.find((n) => n.refId === commentId && n.kind === 'comment')?.excerpt;
    const posted = await postComment(t.app, other, liveryId, { body: 'First words' });
    const id: number = JSON.parse(posted.body).id;
    await drain();
    expect(await excerptOf(id)).toBe('First words');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${id}`,
      ...as(other),
      payload: { body: 'Second words' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await excerptOf(id)).toBe('Second words');
    expect((await t.app.inject({ method: 'POST', url: `/api/comments/${id}/hide`, ...as(painter) })).statusCode).toBe(
      200,
    );
    expect(await excerptOf(id)).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: `/api/comments/${id}/unhide`, ...as(painter) })).statusCode).toBe(
      200,
    );
    expect(await excerptOf(id)).toBe('Second words');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, ...as(other) })).statusCode).toBe(204);
    expect(await excerptOf(id)).toBeNull();

    // Hidden before the drain ran: nobody is told of it at all; the one beside it, left alone, is.
    const early = JSON.parse((await postComment(t.app, fan, liveryId, { body: 'Rude words' })).body).id as number;
    const kind = JSON.parse((await postComment(t.app, fan, liveryId, { body: 'Kind words' })).body).id as number;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/comments/${early}/hide`, ...as(painter) })).statusCode,
    ).toBe(200);
    await drain();
    expect((await page(painter)).items.some((n) => n.refId === early && n.kind === 'comment')).toBe(false);
    expect(await excerptOf(kind)).toBe('Kind words');
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
