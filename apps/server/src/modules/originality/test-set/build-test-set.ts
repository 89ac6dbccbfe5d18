import { createTextureGrid, fingerprintGrid } from '@paddock/contract';
import sharp from 'sharp';
import { encodeTgaHeader } from '../../../test/fixtures/tga-writer';
import type { Fingerprint } from '../fingerprint';
import { type Design, designEdits, designSvg, makeDesign, seededRandom } from './designs';

/**
 * The side the test set renders at. The fingerprint box-averages every texture to 64² first, so
 * a 256² texture reaches the hash as a 4096² one does (4 and 64 pixels a cell; the rescale edit
 * checks 256² against 512²); 256 keeps 350 renders and decodes at about 5 s.
 */
export const TEST_SIZE = 256;
export const DESIGNS = 50;

export const EDITS = [
  'sponsor swapped',
  'number changed',
  'hue shifted',
  'rescaled',
  '10 % repainted',
  're-encoded',
] as const;
export type Edit = (typeof EDITS)[number];

export interface TestTexture {
  family: number;
  edit: Edit | 'original';
  fingerprint: Fingerprint;
}

/** A 24-bit uncompressed TGA, top-left origin, from raw RGB: what a painter's tool writes. */
export function rgbToTga(rgb: Buffer, width: number, height: number): Buffer {
  const header = encodeTgaHeader({ width, height, bpp: 24, rle: false });
  const body = Buffer.alloc(width * height * 3);
  for (let i = 0; i < body.length; i += 3) {
    body[i] = rgb[i + 2] as number;
    body[i + 1] = rgb[i + 1] as number;
    body[i + 2] = rgb[i] as number;
  }
  return Buffer.concat([header, body]);
}

/** Fingerprints a TGA file's bytes the way the server does, fed in 64 KiB chunks as a zip inflates. */
export async function fingerprintTgaBytes(tga: Buffer): Promise<Fingerprint> {
  const grid = createTextureGrid();
  for (let i = 0; i < tga.length; i += 65536) grid.write(tga.subarray(i, i + 65536));
  const averaged = grid.finish();
  if (!averaged) throw new Error('The test texture did not decode.');
  return fingerprintGrid(averaged);
}

async function render(design: Design, size: number) {
  return sharp(Buffer.from(designSvg(design, size)))
    .removeAlpha()
    .raw()
    .toBuffer();
}

async function textureOf(design: Design, edit: Edit | 'original', rand: () => number): Promise<Buffer> {
  const size = TEST_SIZE;
  switch (edit) {
    case 'sponsor swapped':
      return rgbToTga(await render(designEdits.sponsorSwapped(design, rand), size), size, size);
    case 'number changed':
      return rgbToTga(await render(designEdits.numberChanged(design, rand), size), size, size);
    case '10 % repainted':
      return rgbToTga(await render(designEdits.repainted(design, rand), size), size, size);
    case 'hue shifted': {
      // "Colours shifted a little": 20° round the colour wheel.
      const shifted = await sharp(await render(design, size), { raw: { width: size, height: size, channels: 3 } })
        .modulate({ hue: 20 })
        .raw()
        .toBuffer();
      return rgbToTga(shifted, size, size);
    }
    case 'rescaled':
      return rgbToTga(await render(design, size * 2), size * 2, size * 2);
    case 're-encoded': {
      const jpeg = await sharp(await render(design, size), { raw: { width: size, height: size, channels: 3 } })
        .jpeg({ quality: 60 })
        .toBuffer();
      return rgbToTga(await sharp(jpeg).removeAlpha().raw().toBuffer(), size, size);
    }
    default:
      return rgbToTga(await render(design, size), size, size);
  }
}

/** Every design and its edited copies, fingerprinted. Deterministic from `seed`. */
export async function buildTestSet(seed = 36, designs = DESIGNS): Promise<TestTexture[]> {
  const out: TestTexture[] = [];
  for (let family = 0; family < designs; family += 1) {
    const design = makeDesign(seed * 1000 + family);
    const rand = seededRandom(seed * 7919 + family);
    for (const edit of ['original', ...EDITS] as const) {
      out.push({ family, edit, fingerprint: await fingerprintTgaBytes(await textureOf(design, edit, rand)) });
    }
  }
  return out;
}
