import type { Kysely } from 'kysely';
import { publicMemberSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

export type FollowTarget = 'creator' | 'livery';

/** SQL of follows: one row per follower and creator or livery (primary keys), counted by the reverse index. */
export function createFollowsRepository(db: Kysely<Database>) {
  return {
    async creatorExists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('user as u')
        .select('u.id')
        .where('u.id', '=', id)
        .where('u.anonymized_at', 'is', null)
        .where(publicMemberSql('u'))
        .executeTakeFirst();
      return row !== undefined;
    },

    async liveryExists(id: number): Promise<boolean> {
      return (await db.selectFrom('livery').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async follow(target: FollowTarget, followerId: number, id: number): Promise<void> {
      if (target === 'creator') {
        await db
          .insertInto('follow_creator')
          .values({ follower_id: followerId, creator_id: id })
          .onConflict((oc) => oc.columns(['follower_id', 'creator_id']).doNothing())
          .execute();
      } else {
        await db
          .insertInto('follow_livery')
          .values({ follower_id: followerId, livery_id: id })
          .onConflict((oc) => oc.columns(['follower_id', 'livery_id']).doNothing())
          .execute();
      }
    },

    async unfollow(target: FollowTarget, followerId: number, id: number): Promise<void> {
      if (target === 'creator') {
        await db
          .deleteFrom('follow_creator')
          .where('follower_id', '=', followerId)
          .where('creator_id', '=', id)
          .execute();
      } else {
        await db
          .deleteFrom('follow_livery')
          .where('follower_id', '=', followerId)
          .where('livery_id', '=', id)
          .execute();
      }
    },

    async state(target: FollowTarget, followerId: number | null, id: number) {
      const table = target === 'creator' ? 'follow_creator' : 'follow_livery';
      const column = target === 'creator' ? 'creator_id' : 'livery_id';
      const count = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', id)
        .executeTakeFirstOrThrow();
      const mine =
        followerId === null
          ? undefined
          : await db
              .selectFrom(table)
              .select('follower_id')
              .where(column, '=', id)
              .where('follower_id', '=', followerId)
              .executeTakeFirst();
      return { following: mine !== undefined, followerCount: Number(count.n) };
    },
  };
}
