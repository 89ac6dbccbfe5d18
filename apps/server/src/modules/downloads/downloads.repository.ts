import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';

/** SQL of counted downloads: the per-client rows and the livery's counter. Use inside a transaction. */
export function createDownloadsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * The livery's title and file, locking its row on PostgreSQL so two requests from one client
     * cannot both count; SQLite serialises write transactions on its single connection already.
     */
    lockLivery(liveryId: number) {
      const lockable = db.selectFrom('livery').select(['id', 'title', 'file_key']).where('id', '=', liveryId);
      return (kind === 'postgres' ? lockable.forUpdate() : lockable).executeTakeFirst();
    },

    async countedSince(liveryId: number, clientHash: string, since: Date): Promise<boolean> {
      const recent = await db
        .selectFrom('download')
        .select('id')
        .where('livery_id', '=', liveryId)
        .where('client_hash', '=', clientHash)
        .where('downloaded_at', '>', kind === 'postgres' ? since : since.toISOString())
        .executeTakeFirst();
      return recent !== undefined;
    },

    async count(liveryId: number, userId: number | null, clientHash: string): Promise<void> {
      await db
        .insertInto('download')
        .values({ livery_id: liveryId, user_id: userId, client_hash: clientHash })
        .execute();
      await db
        .updateTable('livery')
        .set({ download_count: sql`download_count + 1` })
        .where('id', '=', liveryId)
        .execute();
    },
  };
}
