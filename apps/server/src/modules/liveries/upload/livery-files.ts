import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RegionCounts } from '@paddock/contract';
import { newObjectKey, type Storage } from '../../../storage/storage';
import type { TempFiles } from '../../../storage/temp-files';
import type { NewLiveryPreview } from '../livery-preview.repository';
import type { NewScreenshot } from '../livery-writes.repository';
import { inspectLiveryZip } from '../validation/inspect-livery-zip';
import { type ProcessedScreenshot, processScreenshot } from '../validation/process-screenshot';
import { removeTempFiles, type UploadParts } from './read-upload-parts';
import { writeLiveryZip } from './rebuild-livery-zip';
import { checkPreviewPair, storePreview } from './upload-preview';

/**
 * The steps a new livery and a new version of one share (issue 19): check and rebuild the zip,
 * check the flat-view pair and screenshots, store what passed under fresh keys, and clean up.
 */

/** The zip players will download, rebuilt from the checked entries in `outDir`, and its region-map colours. */
export async function prepareLiveryZip(
  liveryFile: string,
  outDir: string,
): Promise<{ zipPath: string; fileSize: number; regionCounts: RegionCounts }> {
  // What players download is rebuilt from the checked entries, never the uploaded container:
  // whatever else that held (hidden entries, comments, odd headers) cannot reach them.
  const { entries, regionCounts } = await inspectLiveryZip(liveryFile, {}, { copyDir: outDir, countRegions: true });
  const zipPath = path.join(outDir, 'livery.zip');
  const fileSize = await writeLiveryZip(zipPath, entries, new Date());
  return { zipPath, fileSize, regionCounts: regionCounts ?? [] };
}

/** Every image part decoded and re-encoded (screenshots and the optional flat-view pair). */
export async function prepareImages(parts: UploadParts, outDir: string) {
  const previewFiles = await checkPreviewPair(parts, outDir);
  // Settled, not raced: a bad first image must not answer while the others still decode on the
  // thread pool, work that would outlive its request and pile up behind refused uploads.
  const settled = await Promise.allSettled(parts.screenshots.map((p) => processScreenshot(p, outDir)));
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  const shots = settled.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof processScreenshot>>>).value);
  return { previewFiles, shots };
}

/** Stores the rebuilt zip under a fresh key, listed in `published` as soon as it exists. */
export async function storeLiveryZip(
  storage: Storage,
  zip: { zipPath: string; fileSize: number },
  published: string[],
): Promise<string> {
  const fileKey = newObjectKey('liveries', 'zip');
  await storage.put(fileKey, zip.zipPath, { contentType: 'application/zip', contentLength: zip.fileSize });
  published.push(fileKey);
  return fileKey;
}

/** Stores the checked screenshots (full and thumbnail) and flat view, each key listed in `published`. */
export async function storeImages(
  storage: Storage,
  images: Awaited<ReturnType<typeof prepareImages>>,
  published: string[],
): Promise<{ screenshots: NewScreenshot[]; preview: NewLiveryPreview | null }> {
  const screenshots: NewScreenshot[] = [];
  for (const shot of images.shots) screenshots.push(await storeScreenshot(storage, shot, published));
  const preview = images.previewFiles ? await storePreview(storage, images.previewFiles, published) : null;
  return { screenshots, preview };
}

async function storeScreenshot(storage: Storage, shot: ProcessedScreenshot, published: string[]) {
  const fullKey = newObjectKey('screenshots', 'webp');
  const thumbKey = newObjectKey('thumbnails', 'webp');
  await storage.put(fullKey, shot.fullPath, { contentType: 'image/webp' });
  published.push(fullKey);
  await storage.put(thumbKey, shot.thumbPath, { contentType: 'image/webp' });
  published.push(thumbKey);
  const storedBytes = (await stat(shot.fullPath)).size + (await stat(shot.thumbPath)).size;
  return { fullKey, thumbKey, width: shot.width, height: shot.height, storedBytes };
}

/** The bytes a write adds to the uploader's storage, for the quota check in its transaction. */
export function storedBytesOf(
  fileSize: number,
  images: { screenshots: NewScreenshot[]; preview: NewLiveryPreview | null },
) {
  return fileSize + images.screenshots.reduce((sum, s) => sum + s.storedBytes, 0) + (images.preview?.storedBytes ?? 0);
}

/**
 * Runs `work` with a fresh work directory, a list to record stored keys in and the storage to
 * store them with, whose writes stop when `signal` aborts (the client went away, issue 33). Any
 * failure deletes what was stored; the work directory and the upload's temporary files go in
 * every case, so a failed or abandoned upload leaves nothing behind.
 */
export async function withUploadWork<T>(
  { storage, tempFiles, signal }: { storage: Storage; tempFiles: TempFiles; signal?: AbortSignal },
  parts: UploadParts,
  work: (outDir: string, published: string[], store: Storage) => Promise<T>,
): Promise<T> {
  const published: string[] = [];
  const store: Storage = signal
    ? { ...storage, put: (key, source, options) => storage.put(key, source, { ...options, signal }) }
    : storage;
  let workDir: string | undefined;
  try {
    signal?.throwIfAborted();
    workDir = await mkdtemp(path.join(tempFiles.dir, 'upload-'));
    return await work(workDir, published, store);
  } catch (error) {
    await storage.deleteMany(published).catch(() => {});
    // The storage client's own AbortError says less than why the work stopped.
    throw signal?.aborted ? signal.reason : error;
  } finally {
    if (workDir) await rm(workDir, { recursive: true, force: true });
    await removeTempFiles(parts.tempFiles);
  }
}
