import { COMMENT_ERROR_CODES, RATING_MESSAGES, type RatingResult, ratingAverageOf } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { LIVERY_NOT_FOUND } from '../liveries/liveries.service';
import { createRatingsRepository } from './ratings.repository';

/**
 * Ratings (issue 19): 1–5 stars, one per member and livery, changeable and removable; never on
 * one's own livery. The row and the livery's count, sum and score change in one transaction,
 * with the livery locked, so the counters always equal the rows.
 */
export function createRatingsService(db: Db, dialect: Dialect) {
  const repoOn = (trx: Kysely<Database>) => createRatingsRepository(trx, db.kind, dialect);

  async function change(viewer: Viewer, liveryId: number, stars: number | null): Promise<RatingResult> {
    return db.kysely.transaction().execute(async (trx) => {
      const repo = repoOn(trx);
      const livery = await repo.lockLivery(liveryId);
      if (!livery) throw AppError.notFound(LIVERY_NOT_FOUND);
      if (stars !== null && livery.uploaderId === viewer.id)
        throw AppError.badRequest(RATING_MESSAGES.ownLivery, COMMENT_ERROR_CODES.ownLivery);
      const before = await repo.starsOf(liveryId, viewer.id);
      if (stars === null) {
        if (before !== null) {
          await repo.delete(liveryId, viewer.id);
          await repo.shiftCounters(liveryId, -1, -before);
        }
      } else {
        await repo.upsert(liveryId, viewer.id, stars);
        await repo.shiftCounters(liveryId, before === null ? 1 : 0, stars - (before ?? 0));
      }
      const after = await repo.lockLivery(liveryId);
      const count = Number(after?.ratingCount ?? 0);
      return { stars, ratingAverage: ratingAverageOf(count, Number(after?.ratingSum ?? 0)), ratingCount: count };
    });
  }

  return {
    rate: (viewer: Viewer, liveryId: number, stars: number) => change(viewer, liveryId, stars),
    unrate: (viewer: Viewer, liveryId: number) => change(viewer, liveryId, null),

    async mine(viewer: Viewer, liveryId: number): Promise<RatingResult> {
      const repo = repoOn(db.kysely);
      const livery = await repo.findLivery(liveryId);
      if (!livery) throw AppError.notFound(LIVERY_NOT_FOUND);
      const count = Number(livery.ratingCount);
      return {
        stars: await repo.starsOf(liveryId, viewer.id),
        ratingAverage: ratingAverageOf(count, Number(livery.ratingSum)),
        ratingCount: count,
      };
    },
  };
}
