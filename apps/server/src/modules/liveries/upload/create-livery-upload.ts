import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LIVERY_INPUT_MESSAGES as m } from '@paddock/contract';
import type { Viewer } from '../../../auth/guards';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { newObjectKey, type Storage } from '../../../storage/storage';
import type { TempFiles } from '../../../storage/temp-files';
import { recordNotificationEvent } from '../../notifications/notification-events.service';
import { resolveCatalogue } from '../livery-catalogue';
import { createLiveryPreviewRepository } from '../livery-preview.repository';
import { createLiveryWritesRepository, type NewScreenshot } from '../livery-writes.repository';
import { inspectLiveryZip } from '../validation/inspect-livery-zip';
import { processScreenshot } from '../validation/process-screenshot';
import { removeTempFiles, type UploadParts } from './read-upload-parts';
import { writeLiveryZip } from './rebuild-livery-zip';
import { createStorageUsageRepository } from './storage-usage.repository';
import { quotaExceeded } from './upload-allowance';
import { parseUploadFields } from './upload-fields';
import { checkPreviewPair, storePreview } from './upload-preview';
import { checkRegionMap, takeSentShares } from './upload-region-check';

export interface UploadDeps {
  db: Db;
  storage: Storage;
  tempFiles: TempFiles;
}

/**
 * Turns streamed upload parts into a published livery. Everything is checked first (fields,
 * catalogue, the zip's contents and its region map's colours, every screenshot and flat-view image
 * decoded and re-encoded); then the files are
 * stored under fresh keys nothing points at yet, and only then are the rows written, in one
 * transaction. Any failure removes the stored files, and the temporary files go in every case,
 * so a failed upload leaves nothing behind.
 */
export function createLiveryUploadService({ db, storage, tempFiles }: UploadDeps) {
  return async function createLiveryUpload(
    viewer: Viewer,
    parts: UploadParts,
    /** The uploader's storage quota, checked once more with the stored sizes; none for admins and the demo seed. */
    limits: { quotaBytes?: number } = {},
  ): Promise<{ id: number; title: string }> {
    const published: string[] = [];
    let workDir: string | undefined;
    try {
      const sentShares = takeSentShares(parts.fields);
      const input = parseUploadFields(parts.fields);
      if (!parts.liveryFile) throw AppError.badRequest(m.liveryZipRequired, 'LIVERY_FILE_REQUIRED');
      if (parts.screenshots.length === 0) throw AppError.badRequest(m.screenshotRequired, 'SCREENSHOT_REQUIRED');
      const { carModelId } = await resolveCatalogue(db, input);

      workDir = await mkdtemp(path.join(tempFiles.dir, 'upload-'));
      const outDir = workDir;
      // What players download is rebuilt from the checked entries, never the uploaded container:
      // whatever else that held (hidden entries, comments, odd headers) cannot reach them.
      const { entries, regionCounts } = await inspectLiveryZip(
        parts.liveryFile,
        {},
        { copyDir: outDir, countRegions: true },
      );
      const shares = checkRegionMap(regionCounts ?? [], sentShares, input.regionConfigurations);
      const previewFiles = await checkPreviewPair(parts, outDir);
      const zipPath = path.join(outDir, 'livery.zip');
      const fileSize = await writeLiveryZip(zipPath, entries, new Date());
      const shots = await Promise.all(parts.screenshots.map((p) => processScreenshot(p, outDir)));

      const fileKey = newObjectKey('liveries', 'zip');
      await storage.put(fileKey, zipPath, { contentType: 'application/zip', contentLength: fileSize });
      published.push(fileKey);
      const stored: NewScreenshot[] = [];
      for (const shot of shots) {
        const fullKey = newObjectKey('screenshots', 'webp');
        const thumbKey = newObjectKey('thumbnails', 'webp');
        await storage.put(fullKey, shot.fullPath, { contentType: 'image/webp' });
        published.push(fullKey);
        await storage.put(thumbKey, shot.thumbPath, { contentType: 'image/webp' });
        published.push(thumbKey);
        const storedBytes = (await stat(shot.fullPath)).size + (await stat(shot.thumbPath)).size;
        stored.push({ fullKey, thumbKey, width: shot.width, height: shot.height, storedBytes });
      }
      const preview = previewFiles ? await storePreview(storage, previewFiles, published) : null;

      const id = await db.kysely.transaction().execute(async (trx) => {
        if (limits.quotaBytes !== undefined) {
          // The body was capped by what was left before it streamed; this counts what is really stored
          // (and any upload of the same member that finished meanwhile).
          const usage = createStorageUsageRepository(trx);
          await usage.lockMember(viewer.id, db.kind);
          const used = await usage.usedBytes(viewer.id);
          const adding = fileSize + stored.reduce((sum, s) => sum + s.storedBytes, 0) + (preview?.storedBytes ?? 0);
          if (used + adding > limits.quotaBytes) throw quotaExceeded(used, limits.quotaBytes);
        }
        const writes = createLiveryWritesRepository(trx);
        const liveryId = await writes.insertLivery({
          uploaderId: viewer.id,
          carModelId,
          title: input.title,
          description: input.description,
          fileKey,
          fileSize,
        });
        await writes.replaceTags(liveryId, input.tagIds);
        await writes.insertScreenshots(liveryId, stored);
        await writes.replaceRegions(liveryId, input.regionConfigurations);
        const previews = createLiveryPreviewRepository(trx);
        await previews.insertShares(liveryId, shares);
        if (preview) await previews.insertPreview(liveryId, preview);
        // One queue row, whatever the number of followers; they are told in the background.
        await recordNotificationEvent(trx, { kind: 'livery-published', liveryId, uploaderId: viewer.id });
        return liveryId;
      });
      return { id, title: input.title };
    } catch (error) {
      await storage.deleteMany(published).catch(() => {});
      throw error;
    } finally {
      if (workDir) await rm(workDir, { recursive: true, force: true });
      await removeTempFiles(parts.tempFiles);
    }
  };
}
