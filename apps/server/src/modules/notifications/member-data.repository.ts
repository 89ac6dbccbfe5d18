import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of a member's follows, notifications and digest choice, for their export and erasure. */
export function createMemberNotificationDataRepository(db: Kysely<Database>) {
  return {
    /** By id only, as other members appear everywhere in the export. */
    followedCreators: (userId: number) =>
      db
        .selectFrom('follow_creator as f')
        .select(['f.creator_id as creatorId', 'f.created_at as followedAt'])
        .where('f.follower_id', '=', userId)
        .orderBy('f.created_at')
        .execute(),

    followedLiveries: (userId: number) =>
      db
        .selectFrom('follow_livery as f')
        .innerJoin('livery as l', 'l.id', 'f.livery_id')
        .select(['f.livery_id as liveryId', 'l.title', 'f.created_at as followedAt'])
        .where('f.follower_id', '=', userId)
        .orderBy('f.created_at')
        .execute(),

    /** What the member was told; other members appear by id only. */
    notifications: (userId: number) =>
      db
        .selectFrom('notification')
        .select(['kind', 'actor_id', 'livery_id', 'livery_title', 'ref_id', 'created_at', 'read_at'])
        .where('recipient_id', '=', userId)
        .orderBy('id')
        .execute(),

    preference: (userId: number) =>
      db
        .selectFrom('notification_preference')
        .select(['daily_digest', 'last_digest_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /**
     * The member's follows (both ways: whom they follow and who follows them), their notifications
     * and digest choice, and queued events naming them as recipient. Others' notifications about
     * what the member did keep their text; the member's name goes with the account (anonymized or deleted).
     */
    async removeAll(userId: number): Promise<void> {
      await db.deleteFrom('follow_creator').where('follower_id', '=', userId).execute();
      await db.deleteFrom('follow_creator').where('creator_id', '=', userId).execute();
      await db.deleteFrom('follow_livery').where('follower_id', '=', userId).execute();
      await db.deleteFrom('notification').where('recipient_id', '=', userId).execute();
      await db.deleteFrom('notification_preference').where('user_id', '=', userId).execute();
      await db
        .updateTable('notification_event')
        .set({ recipient_id: null })
        .where('recipient_id', '=', userId)
        .execute();
      await db
        .updateTable('notification_event')
        .set({ parent_author_id: null })
        .where('parent_author_id', '=', userId)
        .execute();
    },
  };
}
