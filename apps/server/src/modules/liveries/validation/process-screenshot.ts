import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, UPLOAD_PREPARATION } from '@paddock/contract';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../../../lib/app-error';
import { PRIVATE_FILE_MODE } from '../../../lib/private-files';
import { detectImageFormat } from './magic-bytes';
import { screenshotErrors } from './validation-errors';

// libvips keeps up to 50 MB of recent operations to reuse; every screenshot is a new image, so the
// cache only held memory (20 concurrent uploads: peak RSS 266 -> 252 MB).
sharp.cache(false);

export interface ScreenshotLimits {
  screenshotBytesMax: number;
  /** Width × height allowed before decoding: 40 MP covers an 8K (7680×4320) capture with room to spare. */
  inputPixelsMax: number;
}

export const DEFAULT_SCREENSHOT_LIMITS: Readonly<ScreenshotLimits> = {
  screenshotBytesMax: LIMITS.screenshotBytesMax,
  inputPixelsMax: 40_000_000,
};

export const SCREENSHOT_OUTPUT = {
  maxWidth: UPLOAD_PREPARATION.screenshotMaxWidth,
  maxHeight: UPLOAD_PREPARATION.screenshotMaxHeight,
  thumbWidth: 480,
  quality: 82,
} as const;

export interface ProcessedScreenshot {
  fullPath: string;
  thumbPath: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

/**
 * Turns an uploaded screenshot into two WebP files in `outDir` (random names, so parallel calls
 * never collide): the image fitted within 1920×1080, and a ~480 px wide card thumbnail. Throws
 * 415 UNSUPPORTED_IMAGE unless the bytes are JPEG, PNG or WebP, 413 SCREENSHOT_TOO_LARGE over
 * 10 MiB, 400 INVALID_SCREENSHOT when the image has too many pixels or is damaged. Nothing is
 * left in `outDir` on failure.
 */
export async function processScreenshot(
  inputPath: string,
  outDir: string,
  limits: Partial<ScreenshotLimits> = {},
): Promise<ProcessedScreenshot> {
  const { screenshotBytesMax, inputPixelsMax } = { ...DEFAULT_SCREENSHOT_LIMITS, ...limits };
  if ((await stat(inputPath)).size > screenshotBytesMax) throw screenshotErrors.tooLarge(screenshotBytesMax);
  // Read once, then check and decode the same bytes: the file cannot change in between, and
  // libvips never holds the temp file open in its cache once we return.
  const input = await readFile(inputPath);
  const format = detectImageFormat(input);
  if (!format) throw screenshotErrors.unsupported();

  // `failOn: 'error'` refuses truncated and corrupt data (libvips would otherwise pad it with grey);
  // `animated: false` (the default, stated for the reader) keeps the first frame of an animation.
  const options = { failOn: 'error', limitInputPixels: inputPixelsMax, animated: false } as const;
  const full = await encode(async () => {
    // The header alone gives the dimensions: a 30000×30000 PNG of a few hundred bytes is refused
    // here, before libvips allocates anything for its pixels.
    const meta = await sharp(input, options).metadata();
    if (meta.format !== format) throw screenshotErrors.unsupported();
    if (!meta.width || !meta.height) throw screenshotErrors.damaged();
    if (meta.width * meta.height > inputPixelsMax) throw screenshotErrors.tooManyPixels(inputPixelsMax);
    // No keepMetadata/withMetadata/keepExif anywhere: sharp drops EXIF (GPS, camera serials), XMP
    // and ICC by default, after `.rotate()` has applied the EXIF orientation to the pixels.
    return sharp(input, options)
      .rotate()
      .resize({
        width: SCREENSHOT_OUTPUT.maxWidth,
        height: SCREENSHOT_OUTPUT.maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: SCREENSHOT_OUTPUT.quality })
      .toBuffer({ resolveWithObject: true });
  }, inputPixelsMax);
  // The thumbnail comes from the small re-encoded image: one decode of the big upload, not two.
  const thumb = await encode(
    () =>
      sharp(full.data)
        .resize({ width: SCREENSHOT_OUTPUT.thumbWidth, withoutEnlargement: true })
        .webp({ quality: SCREENSHOT_OUTPUT.quality })
        .toBuffer({ resolveWithObject: true }),
    inputPixelsMax,
  );

  const base = path.join(outDir, randomBytes(16).toString('hex'));
  const fullPath = `${base}.webp`;
  const thumbPath = `${base}-thumb.webp`;
  try {
    await writeFile(fullPath, full.data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    await writeFile(thumbPath, thumb.data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    await Promise.all([rm(fullPath, { force: true }), rm(thumbPath, { force: true })]);
    throw error;
  }
  return {
    fullPath,
    thumbPath,
    width: full.info.width,
    height: full.info.height,
    thumbWidth: thumb.info.width,
    thumbHeight: thumb.info.height,
  };
}

type Encoded = { data: Buffer; info: OutputInfo };

/** Runs a sharp pipeline; libvips' own errors mean the image is damaged or exceeds the pixel limit. */
async function encode(run: () => Promise<Encoded>, inputPixelsMax: number): Promise<Encoded> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw screenshotErrors.tooManyPixels(inputPixelsMax);
    throw screenshotErrors.damaged();
  }
}
