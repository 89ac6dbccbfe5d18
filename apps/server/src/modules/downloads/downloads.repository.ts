import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * SQL of counted downloads: the per-client rows, the version's counter and the livery's total
 * (issue 19: the total is the sum of its versions'). Use inside a transaction.
 */
export function createDownloadsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * The livery's title and newest version number, locking its row on PostgreSQL so two requests
     * from one client cannot both count; SQLite serialises write transactions on its single connection already.
     */
    lockLivery(liveryId: number) {
      const lockable = db
        .selectFrom('livery')
        .select(['id', 'title', 'file_key as fileKey', 'file_size as fileSize', 'current_version as currentVersion'])
        .where('id', '=', liveryId);
      return (kind === 'postgres' ? lockable.forUpdate() : lockable).executeTakeFirst();
    },

    findVersion: (liveryId: number, number: number) =>
      db
        .selectFrom('livery_version')
        .select(['id', 'number', 'file_key as fileKey', 'file_size as fileSize'])
        .where('livery_id', '=', liveryId)
        .where('number', '=', number)
        .executeTakeFirst(),

    async countedSince(liveryId: number, versionId: number | null, clientHash: string, since: Date): Promise<boolean> {
      const recent = await db
        .selectFrom('download')
        .select('id')
        .where('livery_id', '=', liveryId)
        .where('client_hash', '=', clientHash)
        .where('downloaded_at', '>', kind === 'postgres' ? since : since.toISOString())
        .where('livery_version_id', versionId === null ? 'is' : '=', versionId)
        .executeTakeFirst();
      return recent !== undefined;
    },

    async count(liveryId: number, versionId: number | null, userId: number | null, clientHash: string): Promise<void> {
      await db
        .insertInto('download')
        .values({ livery_id: liveryId, livery_version_id: versionId, user_id: userId, client_hash: clientHash })
        .execute();
      if (versionId !== null) {
        await db
          .updateTable('livery_version')
          .set({ download_count: sql`download_count + 1` })
          .where('id', '=', versionId)
          .execute();
      }
      await db
        .updateTable('livery')
        .set({ download_count: sql`download_count + 1` })
        .where('id', '=', liveryId)
        .execute();
    },
  };
}
