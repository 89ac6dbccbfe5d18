import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** What a member's liveries take in the store, from the sizes recorded at upload. */
export function createStorageUsageRepository(db: Kysely<Database>) {
  /** The WebP files hanging off a member's liveries: screenshots (with thumbnails) or flat views. */
  const imageBytes = (table: 'screenshot' | 'livery_preview', userId: number) =>
    db
      // Both tables have livery_id and stored_bytes; the alias lets one query serve either.
      .selectFrom(`${table} as image` as 'screenshot as image')
      .innerJoin('livery', 'livery.id', 'image.livery_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('image.stored_bytes'), eb.lit(0)).as('bytes'))
      .where('livery.uploader_id', '=', userId)
      .executeTakeFirstOrThrow();

  return {
    /**
     * Holds the member's row until the transaction ends, so two uploads of one member count their
     * use one after the other (PostgreSQL runs them side by side; SQLite writes one at a time anyway).
     */
    async lockMember(userId: number, kind: 'sqlite' | 'postgres'): Promise<void> {
      if (kind !== 'postgres') return;
      await db.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async usedBytes(userId: number): Promise<number> {
      // Every version's zip stays stored (issue 19), the newest included.
      const zips = await db
        .selectFrom('livery_version as v')
        .innerJoin('livery', 'livery.id', 'v.livery_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('v.file_size'), eb.lit(0)).as('bytes'))
        .where('livery.uploader_id', '=', userId)
        .executeTakeFirstOrThrow();
      const shots = await imageBytes('screenshot', userId);
      const previews = await imageBytes('livery_preview', userId);
      // PostgreSQL answers SUM of integers as a numeric string.
      return Number(zips.bytes) + Number(shots.bytes) + Number(previews.bytes);
    },
  };
}
