import { describe, expect, it } from 'vitest';
import { regionSharesOf, sharesAgree } from './region-map';
import { createRegionCounter, createTgaPixelStream } from './tga-pixels';

/** A tiny TGA: `rows` top to bottom, each pixel [r, g, b]; stored as the flags ask. */
function tga(rows: number[][][], { rle = false, bpp = 24, top = true, rtl = false } = {}): Uint8Array {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const header = [
    0,
    0,
    rle ? 10 : 2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    width,
    0,
    height,
    0,
    bpp,
    (top ? 0x20 : 0) | (rtl ? 0x10 : 0),
  ];
  const stored = top ? rows : [...rows].reverse();
  const body: number[] = [];
  for (const row of stored) {
    const ordered = rtl ? [...row].reverse() : row;
    const pixel = ([r, g, b]: number[]) => (bpp === 32 ? [b, g, r, 255] : [b, g, r]) as number[];
    if (!rle) for (const p of ordered) body.push(...pixel(p));
    else {
      // A run packet of the first pixel twice when it repeats, then one raw packet of the rest.
      const run = ordered[0] === ordered[1] ? 2 : 1;
      body.push(0x80 | (run - 1), ...pixel(ordered[0] as number[]));
      body.push(ordered.length - run - 1);
      for (const p of ordered.slice(run)) body.push(...pixel(p));
    }
  }
  return new Uint8Array([...header, ...body]);
}

const R = [255, 0, 0];
const G = [0, 250, 3];
const W = [255, 255, 255];
const K = [10, 0, 0];
const GREY = [128, 128, 128];
const image = [
  [R, R, G, W],
  [K, K, GREY, R],
];

function decode(bytes: Uint8Array, chunk: number) {
  const out: number[][][] = [];
  const counter = createRegionCounter(24);
  const stream = createTgaPixelStream((row, y, width, bpp) => {
    counter.row(row, y, width, bpp);
    out[y] = Array.from({ length: width }, (_, x) => [row[x * bpp + 2], row[x * bpp + 1], row[x * bpp]] as number[]);
  });
  for (let i = 0; i < bytes.length; i += chunk) stream.write(bytes.subarray(i, i + chunk));
  return { rows: out, counts: counter.counts(), complete: stream.complete() };
}

describe('TGA pixel stream and region count', () => {
  const expected = image.map((row) => row.map((p) => p.slice()));
  it.each([
    { rle: false, bpp: 24, top: true },
    { rle: true, bpp: 24, top: false },
    { rle: true, bpp: 32, top: true, rtl: true },
    { rle: false, bpp: 32, top: false },
  ])('decodes %o whatever the chunking, top row first', (flags) => {
    for (const chunk of [1, 3, 7, 1000]) {
      const { rows, counts, complete } = decode(tga(image, flags), chunk);
      expect(complete).toBe(true);
      expect(rows).toEqual(expected);
      // Black 2, Red 3, Green 1, Blue 0, White 1, unrecognised 1 (the grey).
      expect(counts).toEqual([2, 3, 1, 0, 1, 1]);
    }
  });

  it('turns counts into shares a browser and the server agree on within one step', () => {
    const shares = regionSharesOf([2, 3, 1, 0, 1, 1]);
    expect(shares).toEqual({ Black: 25, Red: 37.5, Green: 12.5, Blue: 0, White: 12.5, unrecognised: 12.5 });
    expect(regionSharesOf([1, 0, 0, 0, 0, 999_999]).Black).toBe(0.1);
    expect(sharesAgree(shares, { ...shares, Red: 37.6 })).toBe(true);
    expect(sharesAgree(shares, { ...shares, Red: 38 })).toBe(false);
  });
});
