import { buffer } from 'node:stream/consumers';
import { LIVERY_ZIP_ENTRIES, REGION_MAP_RULES } from '@paddock/contract';
import sharp from 'sharp';
import yazl from 'yazl';
import { type LiveryDesign, liveryPalette, paintLayers, type Rgb, regionPalette } from './livery-art';

/** Le Mans Ultimate's template size. */
export const DEMO_TEXTURE_SIZE = 4096;
/** Screenshots and the flat view are rendered from a quarter-size copy (the flat view's size). */
const PREVIEW_SIZE = REGION_MAP_RULES.previewSize;

/**
 * A 24-bit RLE TGA (type 10, top-left origin) coloured from the layer map. Runs come straight
 * from the map's flat spans, so a 4096 × 4096 file takes a few hundred kilobytes and milliseconds.
 */
export function encodeLayerTga(map: Uint8Array, size: number, palette: (y: number) => Rgb[]): Buffer {
  const header = Buffer.alloc(18);
  header[2] = 10;
  header.writeUInt16LE(size, 12);
  header.writeUInt16LE(size, 14);
  header[16] = 24;
  header[17] = 0x20;
  const rows: Buffer[] = [header];
  const row = Buffer.alloc(size * 4);
  for (let y = 0; y < size; y += 1) {
    const colours = palette(y);
    let o = 0;
    let x = 0;
    while (x < size) {
      const value = map[y * size + x] ?? 0;
      let run = 1;
      while (x + run < size && map[y * size + x + run] === value) run += 1;
      const [r, g, b] = colours[value] ?? [0, 0, 0];
      for (let left = run; left > 0; left -= 128) {
        row[o++] = 0x80 | (Math.min(128, left) - 1);
        row[o++] = b;
        row[o++] = g;
        row[o++] = r;
      }
      x += run;
    }
    rows.push(Buffer.from(row.subarray(0, o)));
  }
  return Buffer.concat(rows);
}

/** Raw RGB pixels of the map at `outSize` (nearest neighbour), for sharp to render from. */
function rasterise(map: Uint8Array, size: number, outSize: number, palette: (y: number) => Rgb[]): Buffer {
  const step = size / outSize;
  const out = Buffer.alloc(outSize * outSize * 3);
  for (let y = 0; y < outSize; y += 1) {
    const sy = Math.floor(y * step);
    const colours = palette(sy);
    for (let x = 0; x < outSize; x += 1) {
      const [r, g, b] = colours[map[sy * size + Math.floor(x * step)] ?? 0] ?? [0, 0, 0];
      const o = (y * outSize + x) * 3;
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
    }
  }
  return out;
}

export interface DemoLiveryFiles {
  /** customskin.tga: the paint, 4096 × 4096. */
  livery: Buffer;
  /** customskin_region.tga: the same shapes in the five region colours. */
  regionMap: Buffer;
  /** PNG screenshots rendered from the same pixels. */
  screenshots: Buffer[];
  /** The flat view (issue 18), as the upload form makes it: both files at 1024², WebP. */
  texturePreview: Buffer;
  regionOverlay: Buffer;
}

/**
 * The two game files of one design and two screenshots rendered from the same pixels: the paint
 * close up, and the livery beside its region map.
 */
export async function makeDemoLiveryFiles(design: LiveryDesign): Promise<DemoLiveryFiles> {
  const size = DEMO_TEXTURE_SIZE;
  const map = paintLayers(design, size);
  const paint = (y: number) => liveryPalette(design, y, size);
  const regions = regionPalette();

  const raw = { width: PREVIEW_SIZE, height: PREVIEW_SIZE, channels: 3 as const };
  const livery = rasterise(map, size, PREVIEW_SIZE, paint);
  const regionMap = rasterise(map, size, PREVIEW_SIZE, () => regions);
  const closeUp = await sharp(livery, { raw }).resize(1280, 720, { fit: 'cover' }).png().toBuffer();
  const tile = (pixels: Buffer) => sharp(pixels, { raw }).resize(600, 600).png().toBuffer();
  const sideBySide = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#0f1115' } })
    .composite([
      { input: await tile(livery), left: 20, top: 60 },
      { input: await tile(regionMap), left: 660, top: 60 },
    ])
    .png()
    .toBuffer();
  return {
    livery: encodeLayerTga(map, size, paint),
    regionMap: encodeLayerTga(map, size, () => regions),
    screenshots: [closeUp, sideBySide],
    texturePreview: await sharp(livery, { raw }).webp({ quality: 82 }).toBuffer(),
    regionOverlay: await sharp(regionMap, { raw }).webp({ lossless: true }).toBuffer(),
  };
}

/**
 * The livery zip as the browser builds it: exactly the two entries, deflated, named as the game
 * reads them. (The server rebuilds every uploaded zip, so only the entries matter.)
 */
export async function zipLiveryFiles(files: DemoLiveryFiles): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const options = { compressionLevel: 9, mtime: new Date(Date.UTC(1980, 0, 1)) };
  zip.addBuffer(files.livery, LIVERY_ZIP_ENTRIES.livery, options);
  zip.addBuffer(files.regionMap, LIVERY_ZIP_ENTRIES.regionMap, options);
  zip.end();
  return buffer(zip.outputStream);
}
