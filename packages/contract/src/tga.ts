/**
 * The 18-byte TGA header, read the same way by the browser (before zipping) and the server (while
 * unzipping). Pure TypeScript over bytes, no Node or DOM APIs. Layout (little-endian): idLength,
 * colourMapType, imageType, colour-map spec (5 bytes), x/y origin, width, height, bits per pixel,
 * image descriptor.
 */

export const TGA_HEADER_BYTES = 18;
export const TGA_SIZE_MIN = 1024;
export const TGA_SIZE_MAX = 8192;
/**
 * Room after the pixel data for what TGA 2.0 lets a writer append: developer area, extension area
 * (495 bytes), scan-line table (4 bytes per row), postage stamp (up to 255×255 pixels), colour
 * correction table (2 KiB) and the 26-byte footer. 1 MiB covers them all at 8192 rows.
 */
export const TGA_TRAILER_BYTES_MAX = 1024 * 1024;

export const TGA_MESSAGES = {
  notTga: 'This file is not a TGA image.',
  /**
   * ImageMagick and GIMP save a map of a few colours colour-mapped (palette) by default: the
   * second sentence says how to save it so the game (and this check) reads it. The option and the
   * menu path are joined by no-break spaces, so a narrow alert never splits them over two lines.
   */
  unsupportedFormat:
    'Only true-colour TGA files (24 or 32 bit) are supported. Save it as 24-bit RGB (ImageMagick: -type\u00a0TrueColor; GIMP: Image\u00a0>\u00a0Mode\u00a0>\u00a0RGB, then export).',
  unsupportedSize: 'The image must be square with a power-of-two size from 1024 to 8192 pixels (e.g. 4096×4096).',
  sizeMismatch: 'The livery and the region map must have the same size.',
} as const;

export type TgaRejection = 'not-tga' | 'unsupported-format' | 'unsupported-size';

export interface TgaHeader {
  width: number;
  height: number;
  bitsPerPixel: 24 | 32;
  imageType: 2 | 10;
  /** Image type 10: run-length encoded. */
  rle: boolean;
  /** Bytes of the free-form image ID that follows the header. */
  idLength: number;
}

export type TgaHeaderResult = ({ ok: true } & TgaHeader) | { ok: false; reason: TgaRejection; message: string };

// Every image type the TGA spec defines (0 = no image, 1/9 colour-mapped, 2/10 true-colour,
// 3/11 grey, 32/33 Huffman): anything else means the bytes are not a TGA at all.
const KNOWN_IMAGE_TYPES = new Set([0, 1, 2, 3, 9, 10, 11, 32, 33]);
const KNOWN_DEPTHS = new Set([1, 8, 15, 16, 24, 32]);

const reject = (reason: TgaRejection, message: string): TgaHeaderResult => ({ ok: false, reason, message });

/**
 * Reads the first 18 bytes of a file. TGA has no magic number, so "not a TGA" means the fields
 * are impossible (a PNG, zip or JPEG renamed .tga always fails here: its second byte is not 0/1).
 */
export function parseTgaHeader(bytes: Uint8Array): TgaHeaderResult {
  if (bytes.length < TGA_HEADER_BYTES) return reject('not-tga', TGA_MESSAGES.notTga);
  const u8 = (i: number) => bytes[i] ?? 0;
  const u16 = (i: number) => u8(i) | (u8(i + 1) << 8);

  const idLength = u8(0);
  const colourMapType = u8(1);
  const imageType = u8(2);
  const width = u16(12);
  const height = u16(14);
  const bitsPerPixel = u8(16);
  const descriptor = u8(17);

  if (colourMapType > 1 || !KNOWN_IMAGE_TYPES.has(imageType) || !KNOWN_DEPTHS.has(bitsPerPixel)) {
    return reject('not-tga', TGA_MESSAGES.notTga);
  }
  // Bits 6–7 are TGA 1.0 interleaving, which no current tool writes and the game does not read.
  const trueColour = (imageType === 2 || imageType === 10) && colourMapType === 0 && (descriptor & 0xc0) === 0;
  if (!trueColour || (bitsPerPixel !== 24 && bitsPerPixel !== 32)) {
    return reject('unsupported-format', TGA_MESSAGES.unsupportedFormat);
  }
  if (width !== height || !isPowerOfTwo(width) || width < TGA_SIZE_MIN || width > TGA_SIZE_MAX) {
    return reject('unsupported-size', TGA_MESSAGES.unsupportedSize);
  }
  return { ok: true, width, height, bitsPerPixel, imageType, rle: imageType === 10, idLength };
}

/** Both files of a livery must line up pixel for pixel; bit depth and RLE may differ. */
export function checkTgaPair(
  livery: Pick<TgaHeader, 'width' | 'height'>,
  regionMap: Pick<TgaHeader, 'width' | 'height'>,
): { ok: true } | { ok: false; reason: 'size-mismatch'; message: string } {
  if (livery.width === regionMap.width && livery.height === regionMap.height) return { ok: true };
  return { ok: false, reason: 'size-mismatch', message: TGA_MESSAGES.sizeMismatch };
}

/**
 * The smallest and largest whole-file size a TGA with this header can have. Raw: exactly header +
 * ID + pixels, plus an optional trailer. RLE: every packet covers at most 128 pixels (smallest),
 * or, at worst, a single pixel with its own packet byte (largest).
 */
export function tgaFileSizeBounds(header: TgaHeader): { min: number; max: number } {
  const pixels = header.width * header.height;
  const bytesPerPixel = header.bitsPerPixel / 8;
  const prefix = TGA_HEADER_BYTES + header.idLength;
  if (!header.rle) {
    const exact = prefix + pixels * bytesPerPixel;
    return { min: exact, max: exact + TGA_TRAILER_BYTES_MAX };
  }
  return {
    min: prefix + Math.ceil(pixels / 128) * (1 + bytesPerPixel),
    max: prefix + pixels * (1 + bytesPerPixel) + TGA_TRAILER_BYTES_MAX,
  };
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && (n & (n - 1)) === 0;
}
