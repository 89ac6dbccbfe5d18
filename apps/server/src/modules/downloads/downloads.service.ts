import { createHmac } from 'node:crypto';
import { liveryDownloadFileName } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { LIVERY_NOT_FOUND } from '../liveries/liveries.service';
import { createDownloadsRepository } from './downloads.repository';

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
        const repo = createDownloadsRepository(trx, db.kind);
        const row = await repo.lockLivery(liveryId);
        if (!row) throw AppError.notFound(LIVERY_NOT_FOUND);
        if (!(await repo.countedSince(liveryId, key, since))) await repo.count(liveryId, viewer?.id ?? null, key);
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
