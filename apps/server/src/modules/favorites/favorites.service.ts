import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { LIVERY_NOT_FOUND } from '../liveries/liveries.service';
import { createFavoritesRepository } from './favorites.repository';

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
  async function countOf(liveryId: number, trx: Kysely<Database> = db.kysely) {
    const count = await createFavoritesRepository(trx).favoriteCount(liveryId);
    if (count === undefined) throw AppError.notFound(LIVERY_NOT_FOUND);
    return count;
  }

  return {
    async favorite(viewer: Viewer, liveryId: number): Promise<FavoriteResult> {
      await countOf(liveryId);
      const favoriteCount = await db.kysely.transaction().execute(async (trx) => {
        const repo = createFavoritesRepository(trx);
        if (await repo.insertIfMissing(viewer.id, liveryId)) await repo.incrementCount(liveryId);
        return countOf(liveryId, trx);
      });
      return { isFavorited: true, favoriteCount };
    },

    async unfavorite(viewer: Viewer, liveryId: number): Promise<FavoriteResult> {
      await countOf(liveryId);
      const favoriteCount = await db.kysely.transaction().execute(async (trx) => {
        const repo = createFavoritesRepository(trx);
        if (await repo.deleteIfPresent(viewer.id, liveryId)) await repo.decrementCount(liveryId);
        return countOf(liveryId, trx);
      });
      return { isFavorited: false, favoriteCount };
    },
  };
}
