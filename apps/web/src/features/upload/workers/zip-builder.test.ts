import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntryNames } from '../lib/file-names';
import { buildZip } from './zip-builder';

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
function text(bytes: number): Uint8Array {
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

/** The zip's parts (all bytes when built in this thread) as one buffer. */
function concat(parts: BlobPart[]): Uint8Array {
  const chunks = parts.map((part) => {
    if (!(part instanceof Uint8Array)) throw new Error('buildZip gave a part that is not bytes');
    return part;
  });
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

describe('buildZip (the livery zip, built in a worker)', () => {
  const [liveryName, regionName] = zipEntryNames();
  const livery = noise(600_000, 0x9e3779b9);
  const region = bands(900_000);

  it('writes a valid zip of exactly the two files, under the game’s names, byte for byte', async () => {
    const zip = concat(
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
    const zip = concat(buildZip([{ name: regionName, data: region }], { level: 9 }));
    expect(zip.byteLength).toBeLessThan(region.byteLength / 100);
    const reference = zipSync({ [regionName]: region }, { level: 9 });
    expect(zip.byteLength).toBeLessThan(reference.byteLength * 1.25);
    // The level is really passed on: 9 beats 1 on data with structure to find.
    const words = text(400_000);
    const at = (level: 1 | 9) => concat(buildZip([{ name: regionName, data: words }], { level })).byteLength;
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
    const zip = concat(buildZip([{ name: liveryName, data: new Uint8Array(0) }], { level: 9 }));
    expect(unzipSync(zip)['customskin.tga']?.byteLength).toBe(0);
  });
});
