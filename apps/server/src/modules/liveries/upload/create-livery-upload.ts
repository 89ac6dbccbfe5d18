import { LIVERY_INPUT_MESSAGES as m } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../../auth/guards';
import type { Db } from '../../../db/database';
import { createDialect } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { type AppMetrics, NO_METRICS } from '../../../lib/metrics';
import type { Storage } from '../../../storage/storage';
import type { TempFiles } from '../../../storage/temp-files';
import { recordNotificationEvent } from '../../notifications/notification-events.service';
import { recordWebhookEvent } from '../../webhooks/webhook-events.service';
import { resolveCredit, writeCredit } from '../credit/livery-credit.service';
import { resolveCatalogue } from '../livery-catalogue';
import { createLiveryPreviewRepository } from '../livery-preview.repository';
import { createLiveryVersionsRepository } from '../livery-versions.repository';
import { createLiveryWritesRepository } from '../livery-writes.repository';
import {
  prepareImages,
  prepareLiveryZip,
  storedBytesOf,
  storeImages,
  storeLiveryZip,
  withUploadWork,
} from './livery-files';
import type { UploadParts } from './read-upload-parts';
import { createStorageUsageRepository } from './storage-usage.repository';
import { quotaExceeded } from './upload-allowance';
import { parseUploadFields } from './upload-fields';
import { checkRegionMap, takeSentShares } from './upload-region-check';

export interface UploadLimits {
  /** The uploader's storage quota, checked once more with the stored sizes; none for admins and the demo seed. */
  quotaBytes?: number;
  /** Aborted when the client goes away: the bucket writes stop and nothing is published. */
  signal?: AbortSignal;
}

export interface UploadDeps {
  db: Db;
  storage: Storage;
  tempFiles: TempFiles;
  /** Counts each published livery and the bytes it stored. */
  metrics?: Pick<AppMetrics, 'countUpload'>;
}

/**
 * Turns streamed upload parts into a published livery. Everything is checked first (fields,
 * catalogue, the zip's contents and its region map's colours, every screenshot and flat-view image
 * decoded and re-encoded); then the files are
 * stored under fresh keys nothing points at yet, and only then are the rows written, in one
 * transaction. Any failure removes the stored files, and the temporary files go in every case,
 * so a failed upload leaves nothing behind.
 */
export function createLiveryUploadService({ db, storage, tempFiles, metrics = NO_METRICS }: UploadDeps) {
  return async function createLiveryUpload(
    viewer: Viewer,
    parts: UploadParts,
    limits: UploadLimits = {},
  ): Promise<{ id: number; title: string }> {
    const { signal } = limits;
    let storedBytes = 0;
    const created = await withUploadWork({ storage, tempFiles, signal }, parts, async (outDir, published, store) => {
      const sentShares = takeSentShares(parts.fields);
      const input = parseUploadFields(parts.fields);
      if (!parts.liveryFile) throw AppError.badRequest(m.liveryZipRequired, 'LIVERY_FILE_REQUIRED');
      if (parts.screenshots.length === 0) throw AppError.badRequest(m.screenshotRequired, 'SCREENSHOT_REQUIRED');
      const { carModelId } = await resolveCatalogue(db, input);
      // Issue 36: a refused credit (no such original, derivatives forbidden) fails before any file work.
      const credit = await resolveCredit(db.kysely, viewer, input);

      const zip = await prepareLiveryZip(parts.liveryFile, outDir);
      const shares = checkRegionMap(zip.regionCounts, sentShares, input.regionConfigurations);
      const images = await prepareImages(parts, outDir);

      const fileKey = await storeLiveryZip(store, zip, published);
      const stored = await storeImages(store, images, published);
      // Gone before anything was published: the stored files go (withUploadWork), no row is written.
      signal?.throwIfAborted();
      storedBytes = storedBytesOf(zip.fileSize, stored);

      const id = await db.kysely.transaction().execute(async (trx) => {
        if (limits.quotaBytes !== undefined) {
          // The body was capped by what was left before it streamed; this counts what is really stored
          // (and any upload of the same member that finished meanwhile).
          await assertWithinQuota(trx, db.kind, viewer.id, storedBytes, limits.quotaBytes);
        }
        const writes = createLiveryWritesRepository(trx);
        const liveryId = await writes.insertLivery({
          uploaderId: viewer.id,
          carModelId,
          title: input.title,
          description: input.description,
          fileKey,
          fileSize: zip.fileSize,
        });
        const allow = input.allowDerivatives;
        await writeCredit(trx, liveryId, credit, allow === undefined ? undefined : createDialect(db.kind).bool(allow));
        await createLiveryVersionsRepository(trx).insertVersion({
          liveryId,
          number: 1,
          fileKey,
          fileSize: zip.fileSize,
          changelog: null,
        });
        await writes.replaceTags(liveryId, input.tagIds);
        await writes.insertScreenshots(liveryId, stored.screenshots);
        await writes.replaceRegions(liveryId, input.regionConfigurations);
        const previews = createLiveryPreviewRepository(trx);
        await previews.insertShares(liveryId, shares);
        if (stored.preview) await previews.insertPreview(liveryId, stored.preview);
        // One queue row, whatever the number of followers; they are told in the background.
        await recordNotificationEvent(trx, { kind: 'livery-published', liveryId, uploaderId: viewer.id });
        await recordWebhookEvent(trx, db.kind, { kind: 'livery.published', liveryId });
        return liveryId;
      });
      return { id, title: input.title };
    });
    metrics.countUpload('livery', storedBytes);
    return created;
  };
}

/**
 * The body was capped by what was left before it streamed; this counts what is really stored
 * (and any upload of the same member that finished meanwhile). Inside the write's transaction.
 */
export async function assertWithinQuota(
  trx: Kysely<Database>,
  kind: 'sqlite' | 'postgres',
  userId: number,
  adding: number,
  quotaBytes: number,
) {
  const usage = createStorageUsageRepository(trx);
  // Two uploads (or versions) of one member at once count one after the other.
  await usage.lockMember(userId, kind);
  const used = await usage.usedBytes(userId);
  if (used + adding > quotaBytes) throw quotaExceeded(used, quotaBytes);
}
