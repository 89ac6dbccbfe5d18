import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of favourites: the (member, livery) rows and the livery's counter that follows them. */
export function createFavoritesRepository(db: Kysely<Database>) {
  return {
    /** The livery's favourite counter, or undefined when there is no such livery. */
    async favoriteCount(liveryId: number): Promise<number | undefined> {
      const row = await db.selectFrom('livery').select('favorite_count').where('id', '=', liveryId).executeTakeFirst();
      return row ? Number(row.favorite_count) : undefined;
    },

    /** Adds the row unless it exists; true when a row was really added. */
    async insertIfMissing(userId: number, liveryId: number): Promise<boolean> {
      const inserted = await db
        .insertInto('favorite')
        .values({ user_id: userId, livery_id: liveryId })
        .onConflict((oc) => oc.columns(['user_id', 'livery_id']).doNothing())
        .returning('livery_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Removes the row if present; true when a row was really removed. */
    async deleteIfPresent(userId: number, liveryId: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('favorite')
        .where('user_id', '=', userId)
        .where('livery_id', '=', liveryId)
        .returning('livery_id')
        .executeTakeFirst();
      return deleted !== undefined;
    },

    incrementCount: (liveryId: number) =>
      db.updateTable('livery').set({ favorite_count: sql`favorite_count + 1` }).where('id', '=', liveryId).execute(),

    /** Never below zero, whatever happened before. */
    decrementCount: (liveryId: number) =>
      db
        .updateTable('livery')
        .set({ favorite_count: sql`case when favorite_count > 0 then favorite_count - 1 else 0 end` })
        .where('id', '=', liveryId)
        .execute(),
  };
}
