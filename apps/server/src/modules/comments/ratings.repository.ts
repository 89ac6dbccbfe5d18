import { RATING_PRIOR, RATING_SCORE_SCALE } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';

/**
 * SQL of ratings: the (livery, member) rows and the livery's count, sum and Bayesian score that
 * follow them. The score is the contract's ratingScoreOf in SQL: integer division rounds down in
 * both databases, as Math.floor does.
 */
export function createRatingsRepository(db: Kysely<Database>, kind: DatabaseKind, dialect: Dialect) {
  const priorTotal = RATING_PRIOR.votes * RATING_PRIOR.mean * RATING_SCORE_SCALE;
  const livery = (liveryId: number) =>
    db
      .selectFrom('livery')
      .select(['id', 'uploader_id as uploaderId', 'rating_count as ratingCount', 'rating_sum as ratingSum'])
      .where('id', '=', liveryId);

  return {
    findLivery: (liveryId: number) => livery(liveryId).executeTakeFirst(),

    /** The livery, locked on PostgreSQL so two changes to its counters queue up. */
    lockLivery: (liveryId: number) => {
      const q = livery(liveryId);
      return (kind === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    async starsOf(liveryId: number, memberId: number): Promise<number | null> {
      const row = await db
        .selectFrom('livery_rating')
        .select('stars')
        .where('livery_id', '=', liveryId)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return row ? Number(row.stars) : null;
    },

    upsert: (liveryId: number, memberId: number, stars: number) =>
      db
        .insertInto('livery_rating')
        .values({ livery_id: liveryId, member_id: memberId, stars, updated_at: dialect.now() })
        .onConflict((oc) => oc.columns(['livery_id', 'member_id']).doUpdateSet({ stars, updated_at: dialect.now() }))
        .execute(),

    delete: (liveryId: number, memberId: number) =>
      db.deleteFrom('livery_rating').where('livery_id', '=', liveryId).where('member_id', '=', memberId).execute(),

    /** Moves the counters by what the row change moved, then the score from them. */
    async shiftCounters(liveryId: number, countDelta: number, sumDelta: number) {
      await db
        .updateTable('livery')
        .set({
          rating_count: sql`rating_count + ${countDelta}`,
          rating_sum: sql`rating_sum + ${sumDelta}`,
        })
        .where('id', '=', liveryId)
        .execute();
      await db
        .updateTable('livery')
        .set({
          rating_score: sql`case when rating_count > 0 then (${priorTotal} + rating_sum * ${RATING_SCORE_SCALE}) / (${RATING_PRIOR.votes} + rating_count) else 0 end`,
        })
        .where('id', '=', liveryId)
        .execute();
    },

    /** A member's ratings (export, erasure). */
    ratingsOf: (memberId: number) =>
      db
        .selectFrom('livery_rating')
        .select(['livery_id as liveryId', 'stars', 'updated_at as updatedAt'])
        .where('member_id', '=', memberId)
        .execute(),
  };
}
