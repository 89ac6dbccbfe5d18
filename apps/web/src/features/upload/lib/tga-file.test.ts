import { TGA_MESSAGES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { checkTgaFile, describeTga, formatBytes, readFirstBytes } from './tga-file';

interface HeaderFields {
  colourMapType?: number;
  imageType?: number;
  width?: number;
  height?: number;
  bpp?: number;
  descriptor?: number;
}

/** An 18-byte TGA header (little-endian) followed by some bytes of "pixels". */
function tga(fields: HeaderFields = {}, name = 'customskin.tga'): File {
  const bytes = new Uint8Array(18 + 64);
  const view = new DataView(bytes.buffer);
  bytes[1] = fields.colourMapType ?? 0;
  bytes[2] = fields.imageType ?? 2;
  view.setUint16(12, fields.width ?? 4096, true);
  view.setUint16(14, fields.height ?? fields.width ?? 4096, true);
  bytes[16] = fields.bpp ?? 32;
  bytes[17] = fields.descriptor ?? 0x28;
  return new File([bytes], name);
}

const PNG_SIGNATURE = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x10, 0,
];

describe('checkTgaFile (the browser’s check before anything is sent)', () => {
  it('keeps a 4096×4096 32-bit raw TGA with its header', async () => {
    const result = await checkTgaFile(tga());
    expect(result).toMatchObject({
      ok: true,
      tga: { header: { width: 4096, height: 4096, bitsPerPixel: 32, rle: false } },
    });
  });

  it('keeps a 24-bit RLE region map', async () => {
    const result = await checkTgaFile(tga({ imageType: 10, bpp: 24, descriptor: 0x20 }, 'customskin_region.tga'));
    expect(result.ok && describeTga(result.tga.header)).toBe('4096 × 4096 · 24-bit · RLE');
  });

  it('refuses a PNG renamed .tga', async () => {
    const png = new File([new Uint8Array([...PNG_SIGNATURE, ...new Array(40).fill(0)])], 'customskin.tga');
    expect(await checkTgaFile(png)).toEqual({ ok: false, message: TGA_MESSAGES.notTga });
  });

  it('refuses a file shorter than a header', async () => {
    expect(await checkTgaFile(new File([new Uint8Array(5)], 'tiny.tga'))).toEqual({
      ok: false,
      message: TGA_MESSAGES.notTga,
    });
  });

  it.each([
    ['16-bit', { bpp: 16 }],
    ['grey-scale', { imageType: 3, bpp: 8 }],
    ['colour-mapped', { colourMapType: 1, imageType: 1, bpp: 8 }],
    ['interleaved', { descriptor: 0x40 | 0x08 }],
  ])('refuses a %s TGA', async (_name, fields) => {
    expect(await checkTgaFile(tga(fields))).toEqual({ ok: false, message: TGA_MESSAGES.unsupportedFormat });
  });

  it.each([
    ['not square', { width: 4096, height: 2048 }],
    ['not a power of two', { width: 3000 }],
    ['too small', { width: 512 }],
    ['too big', { width: 16384 }],
  ])('refuses a size that is %s', async (_name, fields) => {
    expect(await checkTgaFile(tga(fields))).toEqual({ ok: false, message: TGA_MESSAGES.unsupportedSize });
  });

  it('refuses a region map whose size differs from the livery', async () => {
    const livery = await checkTgaFile(tga({ width: 4096 }));
    if (!livery.ok) throw new Error('livery refused');
    expect(await checkTgaFile(tga({ width: 2048 }, 'customskin_region.tga'), livery.tga)).toEqual({
      ok: false,
      message: TGA_MESSAGES.sizeMismatch,
    });
    expect((await checkTgaFile(tga({ width: 4096, bpp: 24 }), livery.tga)).ok).toBe(true);
  });

  it('reads only the first bytes of the file', async () => {
    const big = new File([new Uint8Array(1024 * 1024)], 'big.tga');
    expect((await readFirstBytes(big, 18)).byteLength).toBe(18);
  });
});

describe('formatBytes', () => {
  it('reads like a file manager', () => {
    expect(formatBytes(67_108_882)).toBe('64.0 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
