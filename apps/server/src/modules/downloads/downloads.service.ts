import { createHmac } from 'node:crypto';
import { liveryDownloadFileName } from '@paddock/contract';
import { sql } from 'kysely';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { LIVERY_NOT_FOUND } from '../liveries/liveries.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A download counts once per member, or per anonymous client, per 24 hours. Anonymous clients are
 * known only by a keyed hash of their address: the address itself is never stored.
 */
export function createDownloadsService(db: Db, storage: Storage, secret: string) {
  function clientKey(viewer: Viewer | null, ip: string): string {
    if (viewer) return `user:${viewer.id}`;
    return `ip:${createHmac('sha256', secret).update(ip).digest('base64url')}`;
  }

  return {
    async download(liveryId: number, viewer: Viewer | null, ip: string): Promise<{ fileUrl: string }> {
      const key = clientKey(viewer, ip);
      const since = new Date(Date.now() - DAY_MS);
      const livery = await db.kysely.transaction().execute(async (trx) => {
        // Lock the livery row (PostgreSQL) so two requests from one client cannot both count;
        // SQLite serialises write transactions on its single connection already.
        const lockable = trx.selectFrom('livery').select(['id', 'title', 'file_key']).where('id', '=', liveryId);
        const row = await (db.kind === 'postgres' ? lockable.forUpdate() : lockable).executeTakeFirst();
        if (!row) throw AppError.notFound(LIVERY_NOT_FOUND);
        const recent = await trx
          .selectFrom('download')
          .select('id')
          .where('livery_id', '=', liveryId)
          .where('client_hash', '=', key)
          .where('downloaded_at', '>', db.kind === 'postgres' ? since : since.toISOString())
          .executeTakeFirst();
        if (!recent) {
          await trx
            .insertInto('download')
            .values({ livery_id: liveryId, user_id: viewer?.id ?? null, client_hash: key })
            .execute();
          await trx
            .updateTable('livery')
            .set({ download_count: sql`download_count + 1` })
            .where('id', '=', liveryId)
            .execute();
        }
        return row;
      });
      const fileUrl = await storage.downloadUrl(livery.file_key, {
        filename: liveryDownloadFileName(livery.title, livery.id),
        contentType: 'application/zip',
      });
      return { fileUrl };
    },
  };
}
