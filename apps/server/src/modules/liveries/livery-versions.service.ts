import {
  type LiveryVersionList,
  LIVERY_INPUT_MESSAGES as m,
  type PublishedVersion,
  type RegionConfigurationInput,
  type RegionName,
  type RegionShares,
  LIVERY_VERSION_MESSAGES as v,
} from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { createDialect, toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type AppMetrics, NO_METRICS } from '../../lib/metrics';
import type { Storage } from '../../storage/storage';
import type { TempFiles } from '../../storage/temp-files';
import { createObjectDeletions } from '../account/object-deletions';
import { recordNotificationEvent } from '../notifications/notification-events.service';
import { recordWebhookEvent } from '../webhooks/webhook-events.service';
import { createLiveryCreditRepository } from './credit/livery-credit.repository';
import { resolveCredit, writeCredit } from './credit/livery-credit.service';
import { LIVERY_NOT_FOUND } from './liveries.service';
import { createLiveryPreviewRepository, type NewLiveryPreview } from './livery-preview.repository';
import { createLiveryVersionsRepository } from './livery-versions.repository';
import { createLiveryWritesRepository, type NewScreenshot } from './livery-writes.repository';
import { assertWithinQuota, type UploadLimits } from './upload/create-livery-upload';
import {
  prepareImages,
  prepareLiveryZip,
  storedBytesOf,
  storeImages,
  storeLiveryZip,
  withUploadWork,
} from './upload/livery-files';
import type { UploadParts } from './upload/read-upload-parts';
import { checkRegionMap, takeSentShares } from './upload/upload-region-check';
import { parseVersionFields } from './upload/version-fields';

export interface LiveryVersionsDeps {
  db: Db;
  storage: Storage;
  tempFiles: TempFiles;
  log: FastifyBaseLogger;
  /** Counts each published version and the bytes it stored. */
  metrics?: Pick<AppMetrics, 'countUpload'>;
}

/**
 * What a new version replaces besides the zip, inside its transaction: the gallery when new
 * screenshots came, the flat view (or none, when the new files came without), the region shares,
 * and the materials when new ones were sent. Answers the keys of the files no row points at any more.
 */
async function replaceLiveryMedia(
  trx: Kysely<Database>,
  liveryId: number,
  media: {
    screenshots: NewScreenshot[];
    preview: NewLiveryPreview | null;
    shares: RegionShares;
    regions: RegionConfigurationInput[] | null;
  },
): Promise<string[]> {
  const repo = createLiveryVersionsRepository(trx);
  const writes = createLiveryWritesRepository(trx);
  const replaced: string[] = [];
  if (media.screenshots.length > 0) {
    replaced.push(...(await repo.takeScreenshots(liveryId)));
    await writes.insertScreenshots(liveryId, media.screenshots);
  }
  const previews = createLiveryPreviewRepository(trx);
  replaced.push(...(await previews.replacePreview(liveryId, media.preview)));
  await previews.replaceShares(liveryId, media.shares);
  if (media.regions) await writes.replaceRegions(liveryId, media.regions);
  return replaced;
}

/** Issue 19: a livery's versions, listed for its page and published by its uploader. */
export function createLiveryVersionsService({ db, storage, tempFiles, log, metrics = NO_METRICS }: LiveryVersionsDeps) {
  const dialect = createDialect(db.kind);
  const deletions = createObjectDeletions(db, storage, log);

  /** Only the uploader publishes versions (as only the uploader edits); checked before the body streams, and again in the write. */
  function assertUploader(viewer: Viewer, livery: { uploaderId: number | null } | undefined) {
    if (!livery) throw AppError.notFound(LIVERY_NOT_FOUND);
    if (livery.uploaderId !== viewer.id) throw AppError.forbidden(v.notUploader, 'NOT_UPLOADER');
  }

  return {
    async list(liveryId: number): Promise<LiveryVersionList> {
      const repo = createLiveryVersionsRepository(db.kysely);
      const livery = await repo.findLivery(liveryId);
      if (!livery) throw AppError.notFound(LIVERY_NOT_FOUND);
      const rows = await repo.list(liveryId);
      const versions = rows.map((row) => ({
        number: Number(row.number),
        createdAt: toIso(row.createdAt),
        changelog: row.changelog,
        fileSize: Number(row.fileSize),
        downloadCount: Number(row.downloadCount),
        isCurrent: Number(row.number) === Number(livery.currentVersion),
      }));
      return {
        liveryId,
        totalDownloadCount: versions.reduce((sum, x) => sum + x.downloadCount, 0),
        versions,
      };
    },

    async assertCanPublish(viewer: Viewer, liveryId: number): Promise<void> {
      assertUploader(viewer, await createLiveryVersionsRepository(db.kysely).findLivery(liveryId));
    },

    /**
     * Publishes a new version of a livery: the same checks and rebuilt zip as an upload, files
     * stored under fresh keys first, then every row in ONE transaction (below). The livery keeps
     * its id, page, favourites and counts; it now points at the new zip, and older zips stay.
     * New screenshots (if any) replace the gallery; the flat view and region shares follow the new
     * files. Any failure leaves no version row and no new file.
     */
    async publishLiveryVersion(
      viewer: Viewer,
      liveryId: number,
      parts: UploadParts,
      limits: UploadLimits = {},
    ): Promise<PublishedVersion> {
      const replaced: string[] = [];
      const { signal } = limits;
      let storedBytes = 0;
      const published = await withUploadWork({ storage, tempFiles, signal }, parts, async (outDir, stored, store) => {
        const sentShares = takeSentShares(parts.fields);
        const fields = parseVersionFields(parts.fields);
        // Issue 36: an original declared from the copy warning is checked as an edit's (before any file work).
        const credit =
          fields.basedOnLiveryId == null
            ? undefined
            : await resolveCredit(db.kysely, viewer, fields, {
                liveryId,
                currentOriginal: await createLiveryCreditRepository(db.kysely).basedOnOf(liveryId),
              });
        if (!parts.liveryFile) throw AppError.badRequest(m.liveryZipRequired, 'LIVERY_FILE_REQUIRED');
        const zip = await prepareLiveryZip(parts.liveryFile, outDir);
        const regions =
          fields.regionConfigurations ??
          (await createLiveryVersionsRepository(db.kysely).configuredRegions(liveryId)).map((regionName) => ({
            regionName: regionName as RegionName,
          }));
        const shares = checkRegionMap(zip.regionCounts, sentShares, regions);
        const images = await prepareImages(parts, outDir);
        const fileKey = await storeLiveryZip(store, zip, stored);
        const files = await storeImages(store, images, stored);
        signal?.throwIfAborted();
        storedBytes = storedBytesOf(zip.fileSize, files);

        return db.kysely.transaction().execute(async (trx) => {
          const repo = createLiveryVersionsRepository(trx);
          const livery = await repo.lockLivery(liveryId, db.kind);
          assertUploader(viewer, livery);
          if (limits.quotaBytes !== undefined) {
            await assertWithinQuota(trx, db.kind, viewer.id, storedBytes, limits.quotaBytes);
          }
          const number = Number(livery?.currentVersion ?? 0) + 1;
          await repo.insertVersion({ liveryId, number, fileKey, fileSize: zip.fileSize, changelog: fields.changelog });
          await repo.setCurrent(liveryId, { number, fileKey, fileSize: zip.fileSize }, dialect.now());
          await writeCredit(trx, liveryId, credit, undefined);
          replaced.push(
            ...(await replaceLiveryMedia(trx, liveryId, { ...files, shares, regions: fields.regionConfigurations })),
          );
          // The files the new version replaced go once the rows are committed (queued, so a crash still removes them).
          await deletions.enqueue(trx, replaced);
          // One queue row; the livery's followers are told in the background.
          await recordNotificationEvent(trx, { kind: 'livery-version', liveryId, versionNumber: number });
          // And one delivery row per webhook concerned (its collections', its creator's), sent in the background.
          await recordWebhookEvent(trx, db.kind, { kind: 'livery.version', liveryId, versionNumber: number });
          return { liveryId, number };
        });
      });
      metrics.countUpload('version', storedBytes);
      if (replaced.length > 0) await deletions.purge(replaced);
      return published;
    },
  };
}
