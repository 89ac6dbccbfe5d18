import { createHmac } from 'node:crypto';
import { LIVERY_VERSION_MESSAGES, liveryDownloadFileName, liveryVersionFileName } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type AppMetrics, NO_METRICS } from '../../lib/metrics';
import type { Storage } from '../../storage/storage';
import { LIVERY_NOT_FOUND } from '../liveries/liveries.service';
import { createDownloadsRepository } from './downloads.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A download counts once per member, or per anonymous client, per version and 24 hours. Anonymous
 * clients are known only by a keyed hash of their address: the address itself is never stored.
 */
export function createDownloadsService(
  db: Db,
  storage: Storage,
  secret: string,
  metrics: Pick<AppMetrics, 'countDownload'> = NO_METRICS,
) {
  function clientKey(viewer: Viewer | null, ip: string): string {
    if (viewer) return `user:${viewer.id}`;
    return `ip:${createHmac('sha256', secret).update(ip).digest('base64url')}`;
  }

  return {
    /**
     * The newest version's zip, or version `versionNumber`'s when asked (issue 19), and whether
     * this download was counted (not when the same client downloaded that version in the last day).
     */
    async download(
      liveryId: number,
      viewer: Viewer | null,
      ip: string,
      versionNumber?: number,
    ): Promise<{ fileUrl: string; counted: boolean }> {
      const key = clientKey(viewer, ip);
      const since = new Date(Date.now() - DAY_MS);
      const result = await db.kysely.transaction().execute(async (trx) => {
        const repo = createDownloadsRepository(trx, db.kind);
        const livery = await repo.lockLivery(liveryId);
        if (!livery) throw AppError.notFound(LIVERY_NOT_FOUND);
        const found = await repo.findVersion(liveryId, versionNumber ?? livery.currentVersion);
        // A bare livery row without versions (bulk-generated data) still gives its zip when no version is asked.
        const version =
          found ??
          (versionNumber === undefined
            ? { id: null, number: livery.currentVersion, fileKey: livery.fileKey, fileSize: livery.fileSize }
            : null);
        if (!version) throw AppError.notFound(LIVERY_VERSION_MESSAGES.versionNotFound);
        const counted = !(await repo.countedSince(liveryId, version.id, key, since));
        if (counted) await repo.count(liveryId, version.id, viewer?.id ?? null, key);
        return { livery, version, counted };
      });
      const { livery, version, counted } = result;
      const fileUrl = await storage.downloadUrl(version.fileKey, {
        filename: liveryVersionFileName(
          liveryDownloadFileName(livery.title, livery.id),
          version.number,
          version.number === livery.currentVersion,
        ),
        contentType: 'application/zip',
      });
      metrics.countDownload(Number(version.fileSize));
      return { fileUrl, counted };
    },
  };
}
