import { TGA_MESSAGES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  encodeImage,
  encodeTga,
  encodeTgaHeader,
  openDescriptorsTo,
  smallTgaPair,
  useTempDir,
} from '../../../test/fixtures';
import { inspectLiveryZip } from './inspect-livery-zip';
import { LIVERY_ZIP_MESSAGES as m } from './validation-errors';

const tmp = useTempDir();
const pair = smallTgaPair();
let counter = 0;

/** Zips `livery` as customskin.tga beside a good 1024 region map (or `regionMap`). */
async function zipWith(livery: Buffer, regionMap: Buffer = pair.regionMap): Promise<string> {
  counter += 1;
  return buildZip(
    [
      { name: 'customskin.tga', data: livery },
      { name: 'customskin_region.tga', data: regionMap },
    ],
    tmp.file(`tga-${counter}.zip`),
  );
}

async function expectInvalid(zip: string, message: string) {
  await expect(inspectLiveryZip(zip)).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_LIVERY_ZIP', message });
  expect(openDescriptorsTo(zip) ?? 0).toBe(0);
}

const livery = 'customskin.tga';

describe('inspectLiveryZip checks each TGA header', () => {
  it('refuses a PNG renamed customskin.tga', async () => {
    const png = await encodeImage({ width: 1024, height: 1024, format: 'png' });
    await expectInvalid(await zipWith(png), m.tga(livery, TGA_MESSAGES.notTga));
  });

  it('refuses an entry shorter than a TGA header', async () => {
    await expectInvalid(await zipWith(Buffer.from('tiny')), m.tga(livery, TGA_MESSAGES.notTga));
  });

  it('refuses a 16-bit TGA', async () => {
    const tga = encodeTga({ size: 1024, bpp: 16, rle: false, pattern: 'flat' });
    await expectInvalid(await zipWith(tga), m.tga(livery, TGA_MESSAGES.unsupportedFormat));
  });

  it.each([
    ['non-square', { width: 1024, height: 2048 }],
    ['non-power-of-two', { size: 1000 }],
    ['too small (512)', { size: 512 }],
  ])('refuses a %s image', async (_label, size) => {
    const tga = encodeTga({ ...size, bpp: 24, rle: true, pattern: 'flat' });
    await expectInvalid(await zipWith(tga), m.tga(livery, TGA_MESSAGES.unsupportedSize));
  });

  it('refuses a region map that does not match the livery size', async () => {
    const region2048 = encodeTga({ size: 2048, bpp: 24, rle: true, pattern: 'regions' });
    await expectInvalid(await zipWith(pair.livery, region2048), TGA_MESSAGES.sizeMismatch);
  });

  it('names the region map when it is the bad one', async () => {
    const bad = encodeTga({ size: 512, bpp: 24, rle: true, pattern: 'regions' });
    await expectInvalid(await zipWith(pair.livery, bad), m.tga('customskin_region.tga', TGA_MESSAGES.unsupportedSize));
  });
});

describe('inspectLiveryZip checks the inflated size against the header', () => {
  const raw = encodeTga({ size: 1024, bpp: 24, rle: false, pattern: 'regions' });
  const rle = encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'regions' });

  it('refuses a raw file one byte short, or with more than 1 MiB after the pixels', async () => {
    await expectInvalid(await zipWith(raw.subarray(0, raw.length - 1)), m.tgaDamaged(livery));
    await expectInvalid(await zipWith(Buffer.concat([raw, Buffer.alloc(1024 * 1024 + 1)])), m.tgaDamaged(livery));
  });

  it('accepts a raw file with a small trailer (a TGA 2.0 footer or developer area)', async () => {
    const { entries } = await inspectLiveryZip(await zipWith(Buffer.concat([raw, Buffer.alloc(4096)])));
    expect(entries[0]?.uncompressedSize).toBe(raw.length + 4096);
  });

  it('refuses an RLE file that stops before the last pixel', async () => {
    await expectInvalid(await zipWith(rle.subarray(0, rle.length - 2)), m.tgaDamaged(livery));
  });

  it('refuses an RLE packet that runs past the last pixel', async () => {
    // The last packet is a 128-pixel run (4 bytes): replace it with a 127-pixel run, leaving one
    // pixel, then a 128-pixel run.
    const cut = rle.subarray(0, rle.length - 4);
    const overrun = Buffer.concat([cut, Buffer.from([0xfe, 1, 2, 3, 0xff, 1, 2, 3])]);
    await expectInvalid(await zipWith(overrun), m.tgaDamaged(livery));
  });

  it('refuses an 8192 raw 32-bit file (256 MiB) from its header alone, with a 413', async () => {
    const header = encodeTgaHeader({ width: 8192, height: 8192, bpp: 32, rle: false });
    const zip = await zipWith(Buffer.concat([header, Buffer.alloc(1024)]));
    await expect(inspectLiveryZip(zip)).rejects.toMatchObject({
      statusCode: 413,
      code: 'LIVERY_TOO_LARGE',
      message: m.entryTooLarge(livery, 80 * 1024 * 1024),
    });
  });
});
