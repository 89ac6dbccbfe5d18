import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntryNames } from '../lib/file-names';
import { buildZip, deflateBlob, deflateEntry } from './zip-builder';
import { joinParts } from './zip-test-helpers';

function noise(bytes: number, seed: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let state = seed;
  for (let i = 0; i < bytes; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 0xff;
  }
  return out;
}

function bands(bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i += 1) out[i] = Math.floor((i / bytes) * 5) * 50;
  return out;
}

/** Words from a small vocabulary: compressible, but not trivially. */
function text(bytes: number): Uint8Array<ArrayBuffer> {
  const vocabulary = ['livery', 'hypercar', 'gulf', 'porsche', 'region', 'carbon', 'chrome', 'wrap', 'le', 'mans'];
  const out = new Uint8Array(bytes);
  let state = 12345;
  let i = 0;
  while (i < bytes) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const word = vocabulary[state % vocabulary.length] ?? '';
    for (const ch of `${word} `) if (i < bytes) out[i++] = ch.charCodeAt(0);
  }
  return out;
}

describe('buildZip (the livery zip, built in a worker)', () => {
  const [liveryName, regionName] = zipEntryNames();
  const livery = noise(600_000, 0x9e3779b9);
  const region = bands(900_000);

  it('writes a valid zip of exactly the two files, under the game’s names, byte for byte', async () => {
    const zip = joinParts(
      buildZip(
        [
          { name: liveryName, data: livery },
          { name: regionName, data: region },
        ],
        { level: 9 },
      ),
    );
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['customskin.tga', 'customskin_region.tga']);
    // Buffer.equals: toEqual walks a typed array element by element, which takes seconds here.
    expect(Buffer.from(files['customskin.tga'] ?? []).equals(livery)).toBe(true);
    expect(Buffer.from(files['customskin_region.tga'] ?? []).equals(region)).toBe(true);
  });

  it('deflates at level 9: flat colour bands shrink a hundredfold, and no worse than fflate’s own level 9', () => {
    const zip = joinParts(buildZip([{ name: regionName, data: region }], { level: 9 }));
    expect(zip.byteLength).toBeLessThan(region.byteLength / 100);
    const reference = zipSync({ [regionName]: region }, { level: 9 });
    expect(zip.byteLength).toBeLessThan(reference.byteLength * 1.25);
    // The level is really passed on: 9 beats 1 on data with structure to find.
    const words = text(400_000);
    const at = (level: 1 | 9) => joinParts(buildZip([{ name: regionName, data: words }], { level })).byteLength;
    expect(at(9)).toBeLessThan(at(1));
    // Every local header says DEFLATE (method 8).
    expect(new DataView(zip.buffer, zip.byteOffset).getUint16(8, true)).toBe(8);
  });

  it('reports progress after each slice, up to the total', async () => {
    const seen: [number, number][] = [];
    buildZip(
      [
        { name: liveryName, data: livery },
        { name: regionName, data: region },
      ],
      {
        level: 1,
        chunkBytes: 256 * 1024,
        onProgress: (processed, total) => seen.push([processed, total]),
      },
    );
    const total = livery.byteLength + region.byteLength;
    expect(seen[0]).toEqual([0, total]);
    expect(seen.at(-1)).toEqual([total, total]);
    expect(seen.every(([p], i) => i === 0 || p > (seen[i - 1]?.[0] ?? 0))).toBe(true);
    expect(seen.length).toBeGreaterThan(4);
  });

  it('copes with an empty file', async () => {
    const zip = joinParts(buildZip([{ name: liveryName, data: new Uint8Array(0) }], { level: 9 }));
    expect(unzipSync(zip)['customskin.tga']?.byteLength).toBe(0);
  });
});

describe('deflateBlob (what each worker runs on its File)', () => {
  it('reads the file slice by slice and gives the same entry as compressing it whole', async () => {
    const data = text(300_000);
    const seen: number[] = [];
    const options = { level: 9 as const, chunkBytes: 64 * 1024 };
    const entry = await deflateBlob('customskin.tga', new Blob([data]), {
      ...options,
      onProgress: (processed) => seen.push(processed),
    });
    const whole = deflateEntry({ name: 'customskin.tga', data }, options);
    expect({ ...entry, data: joinParts(entry.data) }).toEqual({ ...whole, data: joinParts(whole.data) });
    expect(seen).toEqual([0, 65536, 131072, 196608, 262144, 300000]);
  });

  it('copes with an empty file', async () => {
    const entry = await deflateBlob('customskin.tga', new Blob([]), { level: 9 });
    expect(entry).toMatchObject({ size: 0, crc: 0 });
    expect(entry.compressedSize).toBeGreaterThan(0);
  });
});
