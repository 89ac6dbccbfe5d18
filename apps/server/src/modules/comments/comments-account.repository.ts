import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** SQL of one member's comments for the account module: the GDPR export and account deletion. */
export function createCommentsAccountRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    commentsOf: (memberId: number) =>
      db
        .selectFrom('livery_comment as c')
        .innerJoin('livery as l', 'l.id', 'c.livery_id')
        .select([
          'c.id',
          'c.livery_id as liveryId',
          'l.title as liveryTitle',
          'c.parent_id as parentId',
          'c.body',
          'c.created_at as createdAt',
          'c.edited_at as editedAt',
          'c.hidden_at as hiddenAt',
          'c.hidden_by_id as hiddenById',
          'l.uploader_id as liveryUploaderId',
        ])
        .where('c.author_id', '=', memberId)
        .where('c.deleted_at', 'is', null)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute(),

    ratingsOf: (memberId: number) =>
      db
        .selectFrom('livery_rating as r')
        .innerJoin('livery as l', 'l.id', 'r.livery_id')
        .select(['r.livery_id as liveryId', 'l.title as liveryTitle', 'r.stars', 'r.updated_at as updatedAt'])
        .where('r.member_id', '=', memberId)
        .orderBy('r.updated_at')
        .execute(),

    /**
     * The member's replies go; their top-level comments go too, except those others replied to,
     * which become tombstones (as when the member deletes one). Tombstones left without replies go.
     */
    async removeComments(memberId: number): Promise<void> {
      const parentsOfReplies = db
        .selectFrom('livery_comment')
        .select('parent_id')
        .where('author_id', '=', memberId)
        .where('parent_id', 'is not', null);
      const touchedParents = (await parentsOfReplies.execute()).flatMap((r) =>
        r.parent_id === null ? [] : [r.parent_id],
      );
      await db
        .deleteFrom('livery_comment')
        .where('author_id', '=', memberId)
        .where('parent_id', 'is not', null)
        .execute();
      await db
        .updateTable('livery_comment')
        .set({ body: '', author_id: null, deleted_at: dialect.now(), hidden_at: null, hidden_by_id: null })
        .where('author_id', '=', memberId)
        .where((eb) =>
          eb.exists(
            eb.selectFrom('livery_comment as r').select('r.id').whereRef('r.parent_id', '=', 'livery_comment.id'),
          ),
        )
        .execute();
      await db.deleteFrom('livery_comment').where('author_id', '=', memberId).execute();
      if (touchedParents.length > 0) {
        await db
          .deleteFrom('livery_comment')
          .where('id', 'in', [...new Set(touchedParents)])
          .where('deleted_at', 'is not', null)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb.selectFrom('livery_comment as r').select('r.id').whereRef('r.parent_id', '=', 'livery_comment.id'),
              ),
            ),
          )
          .execute();
      }
    },
  };
}
