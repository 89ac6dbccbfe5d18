import { UPLOAD_PARTS } from '@paddock/contract';
import { AppError } from '../../../lib/app-error';
import { newObjectKey, type Storage } from '../../../storage/storage';
import type { NewLiveryPreview } from '../livery-preview.repository';
import { PREVIEW_MESSAGES, processPreview } from '../validation/process-preview';
import type { UploadParts } from './read-upload-parts';

type CheckedPreview = { path: string; bytes: number };

/** Checks and re-encodes the flat-view pair when it was sent (both parts or neither). */
export async function checkPreviewPair(
  parts: Pick<UploadParts, 'texturePreview' | 'regionOverlay'>,
  outDir: string,
): Promise<{ texture: CheckedPreview; overlay: CheckedPreview } | null> {
  if (!parts.texturePreview && !parts.regionOverlay) return null;
  if (!parts.texturePreview || !parts.regionOverlay) {
    throw AppError.badRequest(PREVIEW_MESSAGES.bothOrNone, 'INVALID_PREVIEW');
  }
  return {
    texture: await processPreview(parts.texturePreview, UPLOAD_PARTS.texturePreview, outDir),
    overlay: await processPreview(parts.regionOverlay, UPLOAD_PARTS.regionOverlay, outDir),
  };
}

/** Stores the checked pair under fresh keys, each listed in `published` as soon as it exists. */
export async function storePreview(
  storage: Storage,
  files: { texture: CheckedPreview; overlay: CheckedPreview },
  published: string[],
): Promise<NewLiveryPreview> {
  const textureKey = newObjectKey('previews', 'webp');
  await storage.put(textureKey, files.texture.path, { contentType: 'image/webp' });
  published.push(textureKey);
  const overlayKey = newObjectKey('previews', 'webp');
  await storage.put(overlayKey, files.overlay.path, { contentType: 'image/webp' });
  published.push(overlayKey);
  return { textureKey, overlayKey, storedBytes: files.texture.bytes + files.overlay.bytes };
}
