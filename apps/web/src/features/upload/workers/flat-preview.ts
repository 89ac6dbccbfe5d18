import {
  createRegionCounter,
  createTgaPixelStream,
  REGION_MAP_RULES,
  type RegionCounts,
  type TgaRowSink,
} from '@paddock/contract';

/**
 * Box-filters decoded rows down to `outSize`² as they arrive (a 4096² livery averages 4×4 blocks),
 * so only the small image is ever held. Pixels come as B, G, R(, A); the result is opaque RGBA.
 */
export function createDownscaler(size: number, outSize: number) {
  const factor = Math.max(1, size / outSize);
  const sums = new Uint32Array(outSize * outSize * 3);
  const row: TgaRowSink = (bytes, y, width, bytesPerPixel) => {
    const base = Math.min(outSize - 1, Math.floor(y / factor)) * outSize * 3;
    for (let x = 0; x < width; x += 1) {
      const o = base + Math.min(outSize - 1, Math.floor(x / factor)) * 3;
      const i = x * bytesPerPixel;
      sums[o] = (sums[o] as number) + (bytes[i + 2] as number);
      sums[o + 1] = (sums[o + 1] as number) + (bytes[i + 1] as number);
      sums[o + 2] = (sums[o + 2] as number) + (bytes[i] as number);
    }
  };
  const rgba = (): Uint8ClampedArray<ArrayBuffer> => {
    const out = new Uint8ClampedArray(outSize * outSize * 4);
    const area = factor * factor;
    for (let p = 0; p < outSize * outSize; p += 1) {
      out[p * 4] = (sums[p * 3] as number) / area;
      out[p * 4 + 1] = (sums[p * 3 + 1] as number) / area;
      out[p * 4 + 2] = (sums[p * 3 + 2] as number) / area;
      out[p * 4 + 3] = 255;
    }
    return out;
  };
  return { row, rgba };
}

export interface DecodedPreview {
  /** RGBA pixels, `REGION_MAP_RULES.previewSize` square. */
  pixels: Uint8ClampedArray<ArrayBuffer>;
  /** With `countRegions`: the region map's colours (REGIONS order, then unrecognised). */
  counts: RegionCounts | null;
}

/**
 * Reads a checked TGA from its stream once: scaled down for the flat view, and with
 * `countRegions`, every pixel sorted into the five region colours (the same counter the server runs).
 */
export async function decodePreview(
  stream: ReadableStream<Uint8Array>,
  size: number,
  countRegions: boolean,
): Promise<DecodedPreview> {
  const outSize = REGION_MAP_RULES.previewSize;
  const scaler = createDownscaler(size, outSize);
  const counter = countRegions ? createRegionCounter(REGION_MAP_RULES.channelTolerance) : null;
  const pixels = createTgaPixelStream((row, y, width, bpp) => {
    scaler.row(row, y, width, bpp);
    counter?.row(row, y, width, bpp);
  });
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pixels.write(value);
  }
  if (!pixels.complete()) throw new Error('The TGA file ends before its last pixel.');
  return { pixels: scaler.rgba(), counts: counter?.counts() ?? null };
}

/** The pixels as a WebP (null where this engine has no OffscreenCanvas or no WebP encoder). */
export async function encodePreviewWebp(pixels: Uint8ClampedArray<ArrayBuffer>): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const size = REGION_MAP_RULES.previewSize;
  const canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.putImageData(new ImageData(pixels, size, size), 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.9 });
  return blob.type === 'image/webp' ? blob : null;
}
