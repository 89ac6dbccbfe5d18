import { TGA_MESSAGES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { encodeTga } from '../../../test/fixtures';
import { detectImageFormat, looksLikeArchive } from './magic-bytes';
import { createTgaStreamCheck } from './tga-stream-check';
import { LIVERY_ZIP_MESSAGES as m } from './validation-errors';

const NAME = 'customskin.tga';
const CAP = 80 * 1024 * 1024;

/** Feeds `bytes` in chunks of `size` (1 = byte by byte, the worst case for state carried across chunks). */
function run(bytes: Buffer, size: number) {
  const check = createTgaStreamCheck(NAME, CAP);
  for (let i = 0; i < bytes.length; i += size) check.write(bytes.subarray(i, i + size));
  return check.end();
}

describe('createTgaStreamCheck', () => {
  const rle = encodeTga({ width: 1024, height: 1024, bpp: 32, rle: true, pattern: 'noise', id: 'an id', footer: true });
  const raw = encodeTga({ size: 1024, bpp: 24, rle: false, pattern: 'regions' });

  it.each([1, 7, 18, 4096, 1 << 20])('gives the same answer whatever the chunk size (%i)', (size) => {
    // Byte-by-byte over 5 MB is slow: walk the start of the file that way, the rest in big chunks.
    const header = { width: 1024, height: 1024, bitsPerPixel: 32, imageType: 10, rle: true, idLength: 5 };
    if (size === 1) {
      const check = createTgaStreamCheck(NAME, CAP);
      for (let i = 0; i < 4096; i += 1) check.write(rle.subarray(i, i + 1));
      check.write(rle.subarray(4096));
      expect(check.end()).toEqual(header);
    } else {
      expect(run(rle, size)).toEqual(header);
    }
    expect(run(raw, size === 1 ? 3 : size)).toMatchObject({ bitsPerPixel: 24, rle: false });
  });

  it('refuses a file that ends inside an RLE packet, wherever the chunks break', () => {
    const cut = rle.subarray(0, 18 + 5 + 1000);
    expect(() => run(cut, 10)).toThrow(m.tgaDamaged(NAME));
  });

  it('refuses data past the pixels beyond the trailer allowance, as soon as it arrives', () => {
    const check = createTgaStreamCheck(NAME, CAP);
    const flat = encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' });
    check.write(flat);
    expect(() => check.write(Buffer.alloc(1024 * 1024 + 1))).toThrow(m.tgaDamaged(NAME));
  });

  it('reports a nested archive before the TGA header, even for a tiny entry', () => {
    const check = createTgaStreamCheck(NAME, CAP);
    check.write(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(() => check.end()).toThrow(m.nestedArchive);
    expect(() => run(Buffer.from('hello'), 2)).toThrow(m.tga(NAME, TGA_MESSAGES.notTga));
  });

  it('refuses at the header a file whose smallest possible size is over the cap (413)', () => {
    const check = createTgaStreamCheck(NAME, 1024 * 1024);
    expect(() => check.write(raw.subarray(0, 18))).toThrow(
      expect.objectContaining({ statusCode: 413, message: m.entryTooLarge(NAME, 1024 * 1024) }),
    );
  });
});

describe('magic bytes', () => {
  it('recognises JPEG, PNG and WebP, and nothing else', () => {
    expect(detectImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageFormat(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
  });

  it('recognises archives by content', () => {
    expect(looksLikeArchive(Buffer.from('PK\x03\x04'))).toBe(true);
    expect(looksLikeArchive(Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'))).toBe(true);
    expect(looksLikeArchive(Buffer.from([0x1f, 0x8b, 0x08]))).toBe(true);
    expect(looksLikeArchive(encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' }).subarray(0, 18))).toBe(
      false,
    );
  });
});
