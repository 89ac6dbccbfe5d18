import { deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';
import { type CompressedEntry, zipParts } from './zip-format';
import { joinParts } from './zip-test-helpers';

function entry(name: string, bytes: Uint8Array<ArrayBuffer>): CompressedEntry {
  const deflated = new Uint8Array(deflateRawSync(bytes));
  // Split in two chunks, as the compressor hands them over.
  const half = deflated.byteLength >> 1;
  return {
    name,
    crc: crc32(bytes),
    size: bytes.byteLength,
    compressedSize: deflated.byteLength,
    data: [deflated.slice(0, half), deflated.slice(half)],
  };
}

describe('zipParts', () => {
  const livery = new Uint8Array(5000).map((_, i) => (i * 7) & 0xff);
  const region = new Uint8Array(3000).fill(9);
  const when = new Date(2025, 5, 14, 16, 30, 42);
  const zip = joinParts(zipParts([entry('customskin.tga', livery), entry('customskin_region.tga', region)], when));
  const view = new DataView(zip.buffer);

  it('writes a zip that reads back as exactly the two files, byte for byte', () => {
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['customskin.tga', 'customskin_region.tga']);
    expect(files['customskin.tga']).toEqual(livery);
    expect(files['customskin_region.tga']).toEqual(region);
  });

  it('says DEFLATE, UTF-8 names and the date in both headers, and ends with one end record', () => {
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(6, true)).toBe(0x0800);
    expect(view.getUint16(8, true)).toBe(8);
    // 16:30:42, 14 June 2025 in MS-DOS form.
    expect(view.getUint16(10, true)).toBe((16 << 11) | (30 << 5) | 21);
    expect(view.getUint16(12, true)).toBe((45 << 9) | (6 << 5) | 14);
    const end = zip.byteLength - 22;
    expect(view.getUint32(end, true)).toBe(0x06054b50);
    expect(view.getUint16(end + 10, true)).toBe(2);
    const directory = view.getUint32(end + 16, true);
    expect(view.getUint32(directory, true)).toBe(0x02014b50);
    expect(view.getUint16(directory + 10, true)).toBe(8);
    expect(view.getUint32(end + 12, true)).toBe(end - directory);
  });

  it('places a Blob of compressed data as it is, without reading it', () => {
    const data = new Blob([new Uint8Array(10)]);
    const parts = zipParts([{ name: 'a.tga', crc: 0, size: 100, compressedSize: 10, data }]);
    expect(parts[1]).toBe(data);
  });

  it('refuses sizes a zip without ZIP64 cannot hold', () => {
    const huge = { name: 'a.tga', crc: 0, size: 2 ** 32, compressedSize: 10, data: [] };
    expect(() => zipParts([huge])).toThrow(/too large/);
  });
});
