import { UPLOAD_PREPARATION } from '@paddock/contract';
import { webpFileName } from '../lib/file-names';
import { fitWithin } from '../lib/fit-within';

/** Whether this context can convert at all (OffscreenCanvas and createImageBitmap, e.g. in a worker). */
export function canConvertImages(): boolean {
  return typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap === 'function';
}

/**
 * A screenshot as WebP (quality 0.85) scaled to fit within 1920×1080 with its aspect ratio kept,
 * never enlarged (spec §7). Throws when the image cannot be decoded or the engine cannot write
 * WebP (the caller then keeps the original).
 */
export async function convertToWebp(image: Blob, name: string): Promise<File> {
  const bitmap = await createImageBitmap(image);
  try {
    const { width, height } = fitWithin(
      bitmap.width,
      bitmap.height,
      UPLOAD_PREPARATION.screenshotMaxWidth,
      UPLOAD_PREPARATION.screenshotMaxHeight,
    );
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context.');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: UPLOAD_PREPARATION.webpQuality });
    // Engines without a WebP encoder silently fall back to PNG: that is not a conversion.
    if (blob.type !== 'image/webp') throw new Error('This browser cannot write WebP.');
    return new File([blob], webpFileName(name), { type: 'image/webp' });
  } finally {
    bitmap.close();
  }
}
