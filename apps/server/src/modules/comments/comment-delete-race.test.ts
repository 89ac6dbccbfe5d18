import { describe, expect, it } from 'vitest';
import { liveryOf, postComment } from '../../test/comment-factory';
import { createUser } from '../../test/factories';
import { blockedBehind } from '../../test/lock-waits';
import { testDatabaseKind, useTestApp } from '../../test/test-app';

const t = useTestApp();

/**
 * PostgreSQL runs writes side by side. A comment deleted while a reply to it was committing used
 * to be deleted whole, its cascade taking the reply that had just been answered 201.
 */
describe.runIf(testDatabaseKind() === 'postgres')('deleting a comment while a reply to it commits', () => {
  it('waits for the reply and keeps the thread, the comment a tombstone', async () => {
    const uploader = await createUser(t.app);
    const author = await createUser(t.app);
    const replier = await createUser(t.app);
    const liveryId = await liveryOf(t.app, uploader, 'Raced thread');
    const parentId: number = (await postComment(t.app, author, liveryId, { body: 'Question' })).json().id;
    const db = t.app.deps.db.kysely;
    let removal: Promise<{ statusCode: number }> | undefined;
    const replyId = await db.transaction().execute(async (trx) => {
      // The reply's insert, not yet committed (its foreign key holds the parent's row).
      const { id } = await trx
        .insertInto('livery_comment')
        .values({ livery_id: liveryId, parent_id: parentId, author_id: replier.id, body: 'Answer' })
        .returning('id')
        .executeTakeFirstOrThrow();
      removal = t.app.inject({ method: 'DELETE', url: `/api/comments/${parentId}`, headers: author.headers });
      // The deletion has reached the parent's row and waits for this insert: the two really race.
      expect(await blockedBehind(trx, db)).toEqual([expect.stringMatching(/livery_comment/)]);
      return id;
    });
    expect((await removal)?.statusCode).toBe(204);
    const rows = await db
      .selectFrom('livery_comment')
      .select(['id', 'deleted_at'])
      .where('id', 'in', [parentId, replyId])
      .execute();
    expect(rows.find((r) => r.id === replyId)).toBeDefined();
    expect(rows.find((r) => r.id === parentId)?.deleted_at).not.toBeNull();
  });
});
