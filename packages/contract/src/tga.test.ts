import { describe, expect, it } from 'vitest';
import {
  checkTgaPair,
  parseTgaHeader,
  TGA_MESSAGES,
  TGA_TRAILER_BYTES_MAX,
  type TgaHeader,
  tgaFileSizeBounds,
} from './tga';

interface HeaderFields {
  idLength?: number;
  colourMapType?: number;
  imageType?: number;
  width?: number;
  height?: number;
  bitsPerPixel?: number;
  descriptor?: number;
}

function header(fields: HeaderFields = {}): Uint8Array {
  const { idLength = 0, colourMapType = 0, imageType = 2, width = 4096, height = width } = fields;
  const bytes = new Uint8Array(18);
  const view = new DataView(bytes.buffer);
  bytes[0] = idLength;
  bytes[1] = colourMapType;
  bytes[2] = imageType;
  view.setUint16(12, width, true);
  view.setUint16(14, height, true);
  bytes[16] = fields.bitsPerPixel ?? 32;
  bytes[17] = fields.descriptor ?? 0x28; // 8 alpha bits, top-left origin
  return bytes;
}

describe('parseTgaHeader', () => {
  it('accepts raw 32-bit and RLE 24-bit true-colour squares from 1024 to 8192', () => {
    expect(parseTgaHeader(header())).toEqual({
      ok: true,
      width: 4096,
      height: 4096,
      bitsPerPixel: 32,
      imageType: 2,
      rle: false,
      idLength: 0,
    });
    for (const size of [1024, 2048, 8192]) {
      const parsed = parseTgaHeader(header({ imageType: 10, bitsPerPixel: 24, width: size, idLength: 7 }));
      expect(parsed).toMatchObject({ ok: true, width: size, height: size, bitsPerPixel: 24, rle: true, idLength: 7 });
    }
  });

  it('reads only the first 18 bytes of a longer buffer (a view into a file)', () => {
    const file = new Uint8Array(64);
    file.set(header({ width: 2048 }), 0);
    expect(parseTgaHeader(file)).toMatchObject({ ok: true, width: 2048 });
    expect(parseTgaHeader(file.subarray(0, 18))).toMatchObject({ ok: true, width: 2048 });
  });

  it.each([
    ['too short', new Uint8Array(17)],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(10).fill(0)])],
    ['a zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(14).fill(0)])],
    ['a JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(14).fill(0)])],
    ['an unknown image type', header({ imageType: 7 })],
    ['an impossible bit depth', header({ bitsPerPixel: 12 })],
  ])('says %s is not a TGA', (_label, bytes) => {
    expect(parseTgaHeader(bytes)).toEqual({ ok: false, reason: 'not-tga', message: TGA_MESSAGES.notTga });
  });

  it.each([
    ['16-bit', header({ bitsPerPixel: 16 })],
    ['8-bit grey', header({ imageType: 3, bitsPerPixel: 8 })],
    ['RLE grey', header({ imageType: 11, bitsPerPixel: 8 })],
    ['colour-mapped', header({ imageType: 1, colourMapType: 1, bitsPerPixel: 8 })],
    ['true-colour with a colour map', header({ colourMapType: 1 })],
    ['no image data', header({ imageType: 0 })],
    ['interleaved', header({ descriptor: 0x48 })],
  ])('rejects %s images as unsupported', (_label, bytes) => {
    expect(parseTgaHeader(bytes)).toEqual({
      ok: false,
      reason: 'unsupported-format',
      message: TGA_MESSAGES.unsupportedFormat,
    });
  });

  it.each([
    ['non-square', { width: 4096, height: 2048 }],
    ['not a power of two', { width: 3000 }],
    ['too small', { width: 512 }],
    ['too large', { width: 16384 }],
    ['zero-sized', { width: 0 }],
  ])('rejects %s sizes', (_label, fields) => {
    expect(parseTgaHeader(header(fields))).toEqual({
      ok: false,
      reason: 'unsupported-size',
      message: TGA_MESSAGES.unsupportedSize,
    });
  });
});

describe('checkTgaPair', () => {
  const ok = (bytes: Uint8Array): TgaHeader => {
    const parsed = parseTgaHeader(bytes);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed;
  };

  it('accepts the same size whatever the depth or encoding', () => {
    expect(checkTgaPair(ok(header()), ok(header({ imageType: 10, bitsPerPixel: 24 })))).toEqual({ ok: true });
  });

  it('rejects different sizes', () => {
    expect(checkTgaPair(ok(header()), ok(header({ width: 2048 })))).toEqual({
      ok: false,
      reason: 'size-mismatch',
      message: TGA_MESSAGES.sizeMismatch,
    });
  });
});

describe('tgaFileSizeBounds', () => {
  const base: TgaHeader = { width: 4096, height: 4096, bitsPerPixel: 32, imageType: 2, rle: false, idLength: 0 };

  it('expects exactly header + pixels for raw files, plus room for a TGA 2.0 trailer', () => {
    expect(tgaFileSizeBounds(base)).toEqual({ min: 18 + 64 * 1024 * 1024, max: 18 + 64 * 1024 * 1024 + 1024 * 1024 });
    expect(tgaFileSizeBounds({ ...base, bitsPerPixel: 24, idLength: 10 }).min).toBe(28 + 4096 * 4096 * 3);
  });

  it('bounds RLE files between one packet per 128 pixels and one packet per pixel', () => {
    const rle = { ...base, width: 1024, height: 1024, bitsPerPixel: 24 as const, imageType: 10 as const, rle: true };
    expect(tgaFileSizeBounds(rle)).toEqual({
      min: 18 + (1024 * 1024 * 4) / 128,
      max: 18 + 1024 * 1024 * 4 + TGA_TRAILER_BYTES_MAX,
    });
  });
});
