import type { Readable } from 'node:stream';
import { COLLECTION_LIMITS, COLLECTION_MESSAGES, packFileName } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { SlotLimiter } from '../../rate-limit/slot-limiter';
import type { Storage } from '../../storage/storage';
import { createLiveryReadService } from '../liveries/liveries.service';
import { createCollectionsRepository } from './collections.repository';
import { createCollectionsService } from './collections.service';
import { packZipStream } from './pack/pack-zip';

/**
 * "Download pack": a league pack as one zip, for its owner or, when public, anyone. Downloads are
 * not counted per livery: one click would move up to 200 counters, and the download counter is
 * what a player installing one livery chose (docs/DESIGN.md §3 keeps it de-duplicated per click).
 */
/** A 429 that knows how long to wait, for the Retry-After header. */
export class PackRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'PACK_RATE_LIMITED',
      COLLECTION_MESSAGES.packRateLimited(Math.max(1, Math.ceil(retryAfterSeconds / 60))),
    );
  }
}

/** `limiter` counts pack downloads per client (COLLECTION_LIMITS.packDownloadsPerHour). */
export function createCollectionPackService(db: Db, storage: Storage, limiter: SlotLimiter) {
  const collections = createCollectionsService(db, storage);
  const repo = createCollectionsRepository(db.kysely);
  const liveries = createLiveryReadService(db, storage);

  return {
    /** `client` names the caller for the hourly limit (member id, else address). */
    async pack(id: number, viewer: Viewer | null, client: string): Promise<{ fileName: string; stream: Readable }> {
      const row = await collections.visible(id, viewer);
      if (!row.isLeaguePack) throw AppError.conflict(COLLECTION_MESSAGES.notALeaguePack, 'NOT_A_LEAGUE_PACK');
      // The slot first: a caller over the limit must not cost the entries' reads and a storage
      // stat per file (a billed request each on S3) on every refused try.
      const slot = await limiter.take(client);
      if (!slot.allowed) throw new PackRateLimitedError(slot.retryAfterSeconds);
      try {
        return await packOf(id, row);
      } catch (error) {
        // Refused before the first byte: the download did not happen.
        await limiter.give(client, slot);
        throw error;
      }
    },
  };

  async function packOf(id: number, row: Awaited<ReturnType<typeof collections.visible>>) {
    const entries = await repo.entries(id);
    const files = await liveries.packFiles(entries.map((e) => e.liveryId));
    if (files.length === 0) throw AppError.conflict(COLLECTION_MESSAGES.packEmpty, 'PACK_EMPTY');
    const total = files.reduce((sum, f) => sum + f.fileSize, 0);
    if (total > COLLECTION_LIMITS.packMaxBytes)
      throw new AppError(413, 'PACK_TOO_LARGE', COLLECTION_MESSAGES.packTooLarge);
    // Every file is checked before the first byte goes out: afterwards a failure could only cut the zip short.
    const stats = await Promise.all(files.map((f) => storage.stat(f.fileKey)));
    if (stats.some((s) => !s)) throw new AppError(503, 'PACK_FILE_MISSING', COLLECTION_MESSAGES.packFileMissing);
    const byLivery = new Map(entries.map((e) => [e.liveryId, e]));
    const stream = packZipStream(
      storage,
      { name: row.name, description: row.description, createdBy: row.ownerUsername },
      files.map((f) => ({
        liveryId: f.id,
        title: f.title,
        carModelName: f.carModelName,
        fileKey: f.fileKey,
        carNumber: byLivery.get(f.id)?.carNumber ?? null,
        driverOrTeam: byLivery.get(f.id)?.driverOrTeam ?? null,
      })),
    );
    return { fileName: packFileName(row.name, id), stream };
  }
}
