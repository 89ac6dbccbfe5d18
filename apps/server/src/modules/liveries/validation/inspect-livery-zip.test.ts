import { stat } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  encodeTga,
  findImageMagick,
  IMAGEMAGICK_MISSING,
  makeTgaPairWithImageMagick,
  openDescriptorsTo,
  useTempDir,
  writeTga,
} from '../../../test/fixtures';
import { inspectLiveryZip } from './inspect-livery-zip';

const tmp = useTempDir();
const convert = await findImageMagick();
if (!convert) console.warn(IMAGEMAGICK_MISSING);

const header = (size: number, bitsPerPixel: number, rle: boolean) => ({
  width: size,
  height: size,
  bitsPerPixel,
  imageType: rle ? 10 : 2,
  rle,
  idLength: 0,
});

describe('inspectLiveryZip accepts', () => {
  it('a 1024 pair from our writer: raw 32-bit livery, RLE 24-bit region map', async () => {
    const livery = encodeTga({ size: 1024, bpp: 32, rle: false, pattern: 'noise' });
    const regionMap = encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'regions' });
    const zip = await buildZip(
      [
        { name: 'customskin.tga', data: livery },
        { name: 'customskin_region.tga', data: regionMap },
      ],
      tmp.file('good-1024.zip'),
    );
    await expect(inspectLiveryZip(zip)).resolves.toEqual({
      entries: [
        {
          name: 'customskin.tga',
          role: 'livery',
          uncompressedSize: livery.length,
          crc32: crc32(livery),
          tga: header(1024, 32, false),
        },
        {
          name: 'customskin_region.tga',
          role: 'regionMap',
          uncompressedSize: regionMap.length,
          crc32: crc32(regionMap),
          tga: header(1024, 24, true),
        },
      ],
    });
    expect(openDescriptorsTo(zip) ?? 0).toBe(0);
  });

  it('an RLE 24-bit livery and a raw 32-bit region map, in either order, stored or deflated', async () => {
    const zip = await buildZip(
      [
        { name: 'customskin_region.tga', data: encodeTga({ size: 1024, bpp: 32, rle: false, pattern: 'regions' }) },
        {
          name: 'customskin.tga',
          data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'noise' }),
          options: { compress: false },
        },
      ],
      tmp.file('reversed.zip'),
    );
    const { entries } = await inspectLiveryZip(zip);
    expect(entries.map((entry) => [entry.role, entry.tga.bitsPerPixel, entry.tga.rle])).toEqual([
      ['livery', 24, true],
      ['regionMap', 32, false],
    ]);
  });

  it('names in any letter case (Windows finds them either way), reported as stored', async () => {
    const tga = encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' });
    const zip = await buildZip(
      [
        { name: 'CustomSkin.TGA', data: tga },
        { name: 'CUSTOMSKIN_REGION.tga', data: tga },
      ],
      tmp.file('case.zip'),
    );
    const { entries } = await inspectLiveryZip(zip);
    expect(entries.map((entry) => [entry.name, entry.role])).toEqual([
      ['CustomSkin.TGA', 'livery'],
      ['CUSTOMSKIN_REGION.tga', 'regionMap'],
    ]);
  });

  it('an image ID and a TGA 2.0 extension area and footer, as Photoshop and GIMP write them', async () => {
    const tga = encodeTga({ size: 2048, bpp: 32, rle: true, pattern: 'regions', id: 'Paddock', footer: true });
    const raw = encodeTga({ size: 2048, bpp: 24, rle: false, pattern: 'flat', footer: true });
    const zip = await buildZip(
      [
        { name: 'customskin.tga', data: raw },
        { name: 'customskin_region.tga', data: tga },
      ],
      tmp.file('footer.zip'),
    );
    const { entries } = await inspectLiveryZip(zip);
    expect(entries[1]?.tga).toEqual({ ...header(2048, 32, true), idLength: 7 });
  });

  it('a 4096 raw 32-bit region map of flat colours (64 MiB) that compresses far beyond 100:1', async () => {
    const regionMap = await writeTga(tmp.file('region-4096.tga'), {
      size: 4096,
      bpp: 32,
      rle: false,
      pattern: 'regions',
    });
    const zip = await buildZip(
      [
        { name: 'customskin.tga', data: encodeTga({ size: 4096, bpp: 24, rle: true, pattern: 'flat' }) },
        { name: 'customskin_region.tga', path: regionMap },
      ],
      tmp.file('flat-4096.zip'),
    );
    const ratio = (await stat(regionMap)).size / (await stat(zip)).size;
    expect(ratio).toBeGreaterThanOrEqual(100);
    const { entries } = await inspectLiveryZip(zip);
    expect(entries[1]).toMatchObject({ uncompressedSize: 18 + 4096 * 4096 * 4, tga: header(4096, 32, false) });
  });

  describe.skipIf(!convert)('files written by ImageMagick', () => {
    // Raw 32-bit and RLE 24-bit: the two forms the game's templates come in.
    it.each([
      { rle: false, alpha: true },
      { rle: true, alpha: false },
    ])('a 1024 pair with rle=$rle alpha=$alpha', async ({ rle, alpha }) => {
      const pair = await makeTgaPairWithImageMagick(tmp.dir, { size: 1024, rle, alpha });
      const zip = await buildZip(
        [
          { name: 'customskin.tga', path: pair.livery },
          { name: 'customskin_region.tga', path: pair.regionMap },
        ],
        tmp.file(`im-${rle}-${alpha}.zip`),
      );
      const { entries } = await inspectLiveryZip(zip);
      const expected = header(1024, alpha ? 32 : 24, rle);
      expect(entries.map((entry) => entry.tga)).toEqual([expected, expected]);
      expect(entries[0]?.uncompressedSize).toBe((await stat(pair.livery)).size);
    });
  });
});
