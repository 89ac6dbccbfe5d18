import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { type Dialect, toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { forgetCommentQuotesBy } from '../notifications/notification-events.service';
import { hiderOf } from './comments.mapper';
import { createCommentsAccountRepository } from './comments-account.repository';
import { createRatingsRepository } from './ratings.repository';

const iso = (value: Date | string | null) => (value === null ? null : toIso(value));

/**
 * What the account module needs of a member's comments and ratings (the GDPR export reads them,
 * account deletion removes them), so it goes through this module rather than into its tables.
 * Anonymizing keeps both, under the `deleted-user-<id>` name, as it keeps liveries and favourites.
 */
export function createCommentsOfAccount(db: Kysely<Database>, kind: DatabaseKind, dialect: Dialect) {
  const repo = createCommentsAccountRepository(db, dialect);
  const ratings = createRatingsRepository(db, kind, dialect);
  return {
    async exportOf(memberId: number) {
      const [comments, rated] = await Promise.all([repo.commentsOf(memberId), repo.ratingsOf(memberId)]);
      return {
        comments: comments.map((c) => ({
          id: c.id,
          liveryId: c.liveryId,
          liveryTitle: c.liveryTitle,
          parentId: c.parentId,
          body: c.body,
          createdAt: toIso(c.createdAt),
          editedAt: iso(c.editedAt),
          // Who hid it, not only whether: an administrator's hide is not the uploader's.
          hiddenBy: hiderOf(c),
        })),
        ratings: rated.map((r) => ({
          liveryId: r.liveryId,
          liveryTitle: r.liveryTitle,
          stars: Number(r.stars),
          ratedAt: toIso(r.updatedAt),
        })),
      };
    },

    /**
     * Inside the caller's transaction: each rating leaves its livery's count, sum and score
     * (livery locked first), then the comments go (removeComments), and every quote of them in
     * others' notifications and queued events with them, as when one comment is deleted.
     */
    async removeAll(memberId: number): Promise<void> {
      for (const rating of await ratings.ratingsOf(memberId)) {
        await ratings.lockLivery(rating.liveryId);
        await ratings.delete(rating.liveryId, memberId);
        await ratings.shiftCounters(rating.liveryId, -1, -Number(rating.stars));
      }
      await repo.removeComments(memberId);
      await forgetCommentQuotesBy(db, memberId);
    },
  };
}
