import { sql } from 'kysely';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { LIVERY_NOT_FOUND } from '../liveries/liveries.service';

export interface FavoriteResult {
  isFavorited: boolean;
  favoriteCount: number;
}

/**
 * Favourites are unique per member and livery (primary key), and the counter moves in the same
 * transaction as the row, only when a row was really added or removed. Repeating a request is
 * harmless, and concurrent ones cannot make the counter drift from the rows.
 */
export function createFavoritesService(db: Db) {
  async function countOf(liveryId: number, trx = db.kysely) {
    const row = await trx.selectFrom('livery').select('favorite_count').where('id', '=', liveryId).executeTakeFirst();
    if (!row) throw AppError.notFound(LIVERY_NOT_FOUND);
    return Number(row.favorite_count);
  }

  return {
    async favorite(viewer: Viewer, liveryId: number): Promise<FavoriteResult> {
      await countOf(liveryId);
      const favoriteCount = await db.kysely.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('favorite')
          .values({ user_id: viewer.id, livery_id: liveryId })
          .onConflict((oc) => oc.columns(['user_id', 'livery_id']).doNothing())
          .returning('livery_id')
          .executeTakeFirst();
        if (inserted) {
          await trx
            .updateTable('livery')
            .set({ favorite_count: sql`favorite_count + 1` })
            .where('id', '=', liveryId)
            .execute();
        }
        return countOf(liveryId, trx);
      });
      return { isFavorited: true, favoriteCount };
    },

    async unfavorite(viewer: Viewer, liveryId: number): Promise<FavoriteResult> {
      await countOf(liveryId);
      const favoriteCount = await db.kysely.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('favorite')
          .where('user_id', '=', viewer.id)
          .where('livery_id', '=', liveryId)
          .returning('livery_id')
          .executeTakeFirst();
        if (deleted) {
          await trx
            .updateTable('livery')
            .set({ favorite_count: sql`case when favorite_count > 0 then favorite_count - 1 else 0 end` })
            .where('id', '=', liveryId)
            .execute();
        }
        return countOf(liveryId, trx);
      });
      return { isFavorited: false, favoriteCount };
    },
  };
}
