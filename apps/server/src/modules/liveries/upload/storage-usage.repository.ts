import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** What a member's liveries take in the store, from the sizes recorded at upload. */
export function createStorageUsageRepository(db: Kysely<Database>) {
  return {
    async usedBytes(userId: number): Promise<number> {
      const zips = await db
        .selectFrom('livery')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('file_size'), eb.lit(0)).as('bytes'))
        .where('uploader_id', '=', userId)
        .executeTakeFirstOrThrow();
      const shots = await db
        .selectFrom('screenshot')
        .innerJoin('livery', 'livery.id', 'screenshot.livery_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('screenshot.stored_bytes'), eb.lit(0)).as('bytes'))
        .where('livery.uploader_id', '=', userId)
        .executeTakeFirstOrThrow();
      const previews = await db
        .selectFrom('livery_preview')
        .innerJoin('livery', 'livery.id', 'livery_preview.livery_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('livery_preview.stored_bytes'), eb.lit(0)).as('bytes'))
        .where('livery.uploader_id', '=', userId)
        .executeTakeFirstOrThrow();
      // PostgreSQL answers SUM of integers as a numeric string.
      return Number(zips.bytes) + Number(shots.bytes) + Number(previews.bytes);
    },
  };
}
