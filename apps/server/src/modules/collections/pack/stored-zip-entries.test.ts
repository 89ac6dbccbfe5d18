import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeRawZip, type RawZipEntry } from '../../../test/fixtures';
import { storedZipEntries } from './stored-zip-entries';

const livery = Buffer.from('livery pixels '.repeat(200));
const regionMap = Buffer.from('region pixels '.repeat(100));
const liveryEntry: RawZipEntry = { name: 'customskin.tga', data: livery };
const regionEntry: RawZipEntry = { name: 'customskin_region.tga', data: regionMap };

/** `zip` as a stream of `chunkSize`-byte chunks, so every read crosses chunk boundaries. */
function chunked(zip: Buffer, chunkSize = 7): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < zip.length; at += chunkSize) chunks.push(zip.subarray(at, at + chunkSize));
  return Readable.from(chunks);
}

/** Reads every entry to the end, as the pack does. */
async function readAll(source: Readable) {
  const out = [];
  for await (const { data, ...entry } of storedZipEntries(source)) {
    const parts: Buffer[] = [];
    for await (const part of data) parts.push(part);
    out.push({ ...entry, deflated: Buffer.concat(parts) });
  }
  return out;
}

describe('storedZipEntries passes a stored livery zip’s two entries through', () => {
  it('yields each name, CRC-32, both sizes and the deflated bytes as stored, across chunk boundaries', async () => {
    const entries = await readAll(chunked(encodeRawZip([liveryEntry, regionEntry])));
    expect(entries).toEqual([
      {
        name: 'customskin.tga',
        crc32: crc32(livery),
        compressedSize: deflateRawSync(livery, { level: 9 }).length,
        uncompressedSize: livery.length,
        deflated: deflateRawSync(livery, { level: 9 }),
      },
      {
        name: 'customskin_region.tga',
        crc32: crc32(regionMap),
        compressedSize: deflateRawSync(regionMap, { level: 9 }).length,
        uncompressedSize: regionMap.length,
        deflated: deflateRawSync(regionMap, { level: 9 }),
      },
    ]);
  });
});

describe('storedZipEntries refuses what the server never stores, rather than guess', () => {
  const unexpected = /stored livery zip has an unexpected entry/;
  const honest = encodeRawZip([liveryEntry, regionEntry]);
  const cases: Record<string, [Buffer, RegExp]> = {
    // Its sizes would follow the data, so the local header's cannot be trusted to pass bytes through.
    'an entry flagged as followed by a data descriptor': [
      encodeRawZip([{ ...liveryEntry, flags: 0x08 }, regionEntry]),
      unexpected,
    ],
    'a stored (not deflated) entry': [encodeRawZip([{ ...liveryEntry, method: 0 }, regionEntry]), unexpected],
    'an entry that is not one of the two files': [
      encodeRawZip([{ name: 'readme.txt', data: Buffer.from('hi') }, liveryEntry, regionEntry]),
      unexpected,
    ],
    'the same file twice': [encodeRawZip([liveryEntry, liveryEntry, regionEntry]), unexpected],
    'only one of the two files': [encodeRawZip([liveryEntry]), /lacks one of its two files/],
    'a zip cut off inside the first entry’s data': [honest.subarray(0, 100), /ends early/],
    'a zip cut off inside the second local header': [
      honest.subarray(0, 30 + 'customskin.tga'.length + deflateRawSync(livery, { level: 9 }).length + 10),
      /ends early/,
    ],
    'an empty file': [Buffer.alloc(0), /ends early/],
  };

  it.each(Object.entries(cases))('%s', async (_label, [zip, problem]) => {
    await expect(readAll(chunked(zip))).rejects.toThrow(problem);
  });
});
