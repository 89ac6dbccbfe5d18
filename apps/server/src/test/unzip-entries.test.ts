import { readFile, writeFile } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import { unzipEntries } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import { buildZip, encodeRawZip, hiddenEntryZips, type RawZipEntry, useTempDir } from './fixtures';

// The shared reader every download test trusts (server tests, browser journeys): it must refuse
// any zip a player's unzip tool would, or a broken pack or livery zip passes every test.
const tmp = useTempDir();
const text = Buffer.from('The quick brown fox jumps over the lazy dog. '.repeat(40));
const honest: RawZipEntry[] = [
  { name: 'customskin.tga', data: text },
  { name: 'notes/stored.txt', data: Buffer.from('kept as it is'), method: 0 },
];
const LOCAL_CRC = 14;
const LOCAL_COMPRESSED_SIZE = 18;
const CENTRAL_CRC = 16;

/** A copy of `zip` with the byte at `at` flipped. */
function flipped(zip: Buffer, at: number): Buffer {
  const out = Buffer.from(zip);
  out[at] = (out[at] as number) ^ 0xff;
  return out;
}

/** `text` as yazl zips a file whose size it learns only while reading: sizes and CRC-32 in a data descriptor. */
async function descriptorZip(label: string): Promise<Buffer> {
  const source = tmp.file(`${label}.txt`);
  await writeFile(source, text);
  return readFile(await buildZip([{ name: 'customskin.tga', path: source }], tmp.file(`${label}.zip`)));
}

/** Where the central directory starts (the end record of a zip without a comment). */
const centralDirectoryOf = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);

describe('unzipEntries reads an honest zip', () => {
  it('returns each entry by name, deflated and stored alike', async () => {
    const entries = await unzipEntries(encodeRawZip(honest));
    expect([...entries.keys()]).toEqual(['customskin.tga', 'notes/stored.txt']);
    expect(entries.get('customskin.tga')?.equals(text)).toBe(true);
    expect(entries.get('notes/stored.txt')?.toString()).toBe('kept as it is');
  });

  it('accepts data descriptors that repeat the central record (as streaming writers make them)', async () => {
    const zip = await descriptorZip('honest');
    expect((await unzipEntries(zip)).get('customskin.tga')?.equals(text)).toBe(true);
  });
});

describe('unzipEntries refuses a zip that is wrong in any byte a player’s unzip would check', () => {
  const zip = encodeRawZip(honest);
  const cases: Record<string, [Buffer, RegExp]> = {
    'one flipped CRC-32 byte in the central directory': [
      flipped(zip, centralDirectoryOf(zip) + CENTRAL_CRC),
      /local header says CRC-32/,
    ],
    'one flipped CRC-32 byte in the local header': [flipped(zip, LOCAL_CRC + 1), /local header says CRC-32/],
    'a CRC-32 both headers agree on but the content does not have': [
      encodeRawZip([{ ...honest[0], name: 'customskin.tga', crc: (crc32(text) ^ 0x100) >>> 0 }]),
      /CRC-32 of its content is/,
    ],
    'a compressed size the local header gives one byte short': [
      (() => {
        const out = Buffer.from(zip);
        out.writeUInt32LE(out.readUInt32LE(LOCAL_COMPRESSED_SIZE) - 1, LOCAL_COMPRESSED_SIZE);
        return out;
      })(),
      /local header says CRC-32\/sizes/,
    ],
    'an uncompressed size both headers lie about': [
      encodeRawZip([{ name: 'customskin.tga', data: text, claimedSize: text.length + 1 }]),
      /holds \d+ bytes, its records say/,
    ],
    'bytes after the deflate stream, inside the compressed size': [
      encodeRawZip([
        { name: 'customskin.tga', data: text, compressed: Buffer.concat([deflateRawSync(text), Buffer.alloc(8)]) },
      ]),
      /deflate stream ends after/,
    ],
    'a deflate stream cut short': [
      encodeRawZip([{ name: 'customskin.tga', data: text, compressed: deflateRawSync(text).subarray(0, 20) }]),
      /does not inflate/,
    ],
    'a local header naming another file': [
      encodeRawZip([{ name: 'customskin.tga', localName: 'customskin.exe', data: text }]),
      /another name in its local header/,
    ],
    'the same name twice': [encodeRawZip([honest[0] as RawZipEntry, honest[0] as RawZipEntry]), /twice/],
  };

  it.each(Object.entries(cases))('%s', async (_label, [bytes, problem]) => {
    await expect(unzipEntries(bytes)).rejects.toThrow(problem);
  });

  it('a data descriptor with one flipped CRC-32 byte', async () => {
    const zip = await descriptorZip('flipped');
    const descriptor = zip.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]));
    expect(descriptor).toBeGreaterThan(0);
    await expect(unzipEntries(flipped(zip, descriptor + 4))).rejects.toThrow(/data descriptor says CRC-32/);
  });

  it.each(Object.entries(hiddenEntryZips()))('a layout the upload refuses too: %s', async (_label, bytes) => {
    await expect(unzipEntries(bytes)).rejects.toThrow();
  });
});
