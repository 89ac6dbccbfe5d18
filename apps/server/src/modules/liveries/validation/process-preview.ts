import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REGION_MAP_RULES } from '@paddock/contract';
import sharp from 'sharp';
import { AppError } from '../../../lib/app-error';
import { PRIVATE_FILE_MODE } from '../../../lib/private-files';
import { detectImageFormat } from './magic-bytes';

const PREVIEW_QUALITY = 82;
const SIZE = REGION_MAP_RULES.previewSize;

export const PREVIEW_MESSAGES = {
  notWebp: (part: string) => `${part} must be a WebP image.`,
  wrongSize: (part: string) => `${part} must be ${SIZE}×${SIZE} pixels.`,
  damaged: (part: string) => `${part} is damaged or not a complete image.`,
  bothOrNone: 'Send the texture preview and the region overlay together, or neither.',
} as const;

/**
 * Checks one of the flat-view images the browser made (TexturePreview, RegionOverlay) the way
 * screenshots are checked: WebP by its magic bytes, the exact size from its header before any
 * decoding, then decoded and re-encoded by sharp so nothing but pixels is stored. Resolves with the
 * new file in `outDir` and its size; throws 415/400 with a message naming the part.
 */
export async function processPreview(
  inputPath: string,
  part: string,
  outDir: string,
): Promise<{ path: string; bytes: number }> {
  const input = await readFile(inputPath);
  if (detectImageFormat(input) !== 'webp') throw new AppError(415, 'UNSUPPORTED_IMAGE', PREVIEW_MESSAGES.notWebp(part));
  const options = { failOn: 'error', limitInputPixels: SIZE * SIZE, animated: false } as const;
  let output: Buffer;
  try {
    const meta = await sharp(input, options).metadata();
    if (meta.format !== 'webp') throw new AppError(415, 'UNSUPPORTED_IMAGE', PREVIEW_MESSAGES.notWebp(part));
    if (meta.width !== SIZE || meta.height !== SIZE || (meta.pages ?? 1) > 1) {
      throw AppError.badRequest(PREVIEW_MESSAGES.wrongSize(part), 'INVALID_PREVIEW');
    }
    output = await sharp(input, options).webp({ quality: PREVIEW_QUALITY }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.badRequest(PREVIEW_MESSAGES.damaged(part), 'INVALID_PREVIEW');
  }
  const out = path.join(outDir, `${randomBytes(16).toString('hex')}.webp`);
  await writeFile(out, output, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  return { path: out, bytes: output.length };
}
