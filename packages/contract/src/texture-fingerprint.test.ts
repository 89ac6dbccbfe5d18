import { describe, expect, it } from 'vitest';
import {
  type ByteStream,
  createTextureGrid,
  FINGERPRINT_COS_TABLE,
  FINGERPRINT_GRID_SIDE,
  fingerprintGrid,
  fingerprintTgaStream,
} from './texture-fingerprint';

/** A livery-like test image, `side`² RGB, drawn from a formula (the same at any power-of-two side). */
function drawn(side: number): Uint8Array {
  const rgb = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      // In units of a 256² image, so a 512² one is the same picture, each pixel 2×2.
      const u = Math.floor((x * 256) / side);
      const v = Math.floor((y * 256) / side);
      const stripe = Math.abs(u - v - 40) < 24;
      const panel = u > 150 && u < 220 && v > 30 && v < 70;
      const p = (y * side + x) * 3;
      rgb[p] = stripe ? 250 : panel ? 255 : 20 + (v >> 1);
      rgb[p + 1] = stripe ? 200 : panel ? 255 : 60;
      rgb[p + 2] = stripe ? 0 : panel ? 255 : 180 - (u >> 2);
    }
  }
  return rgb;
}

/** The image as a TGA file: raw or RLE (runs of equal pixels), 24 or 32 bit, either origin. */
function tgaOf(rgb: Uint8Array, side: number, { rle = false, bpp = 24, top = true } = {}): Uint8Array {
  const bytesPerPixel = bpp / 8;
  const header = [0, 0, rle ? 10 : 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, side & 255, side >> 8, side & 255, side >> 8, bpp];
  header.push(top ? 0x20 : 0);
  const body: number[] = [];
  for (let row = 0; row < side; row += 1) {
    const y = top ? row : side - 1 - row;
    const pixel = (x: number) => {
      const p = (y * side + x) * 3;
      const bgr = [rgb[p + 2] as number, rgb[p + 1] as number, rgb[p] as number];
      return bytesPerPixel === 4 ? [...bgr, 255] : bgr;
    };
    if (!rle) {
      for (let x = 0; x < side; x += 1) body.push(...pixel(x));
      continue;
    }
    for (let x = 0; x < side; ) {
      let run = 1;
      while (x + run < side && run < 128 && pixel(x + run).join() === pixel(x).join()) run += 1;
      body.push(0x80 | (run - 1), ...pixel(x));
      x += run;
    }
  }
  return new Uint8Array([...header, ...body]);
}

/** As the server's job reads it: the bytes as a zip entry inflates them, in 64 KiB chunks. */
function serverHash(tga: Uint8Array): string {
  const grid = createTextureGrid();
  for (let i = 0; i < tga.length; i += 65536) grid.write(tga.subarray(i, i + 65536));
  const averaged = grid.finish();
  if (!averaged) throw new Error('did not decode');
  return fingerprintGrid(averaged).hash;
}

/** The engine's Blob (the contract is typed without the DOM or Node). */
const { Blob } = globalThis as unknown as { Blob: new (parts: Uint8Array[]) => { stream(): ByteStream } };

/** As the upload page's worker reads it: a picked File's stream (Blob chunks of the engine's size). */
const browserHash = async (tga: Uint8Array) => (await fingerprintTgaStream(new Blob([tga]).stream())).hash;

/** The hash of `drawn(256)`, pinned: a change to the fingerprint's arithmetic shows here first. */
const PINNED = '96d6622173696d6c';

describe('texture fingerprint: one hash in the browser and on the server (issue 36)', () => {
  const rgb = drawn(256);
  const tga = tgaOf(rgb, 256);

  it('gives the browser worker’s stream and the server’s zip chunks the same 64 bits', async () => {
    const hash = serverHash(tga);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await browserHash(tga)).toBe(hash);
    expect(hash).toBe(PINNED);
  });

  it('is the same whatever the chunking, encoding, bit depth, origin or size of the same picture', async () => {
    const hash = serverHash(tga);
    const grid = createTextureGrid();
    for (let i = 0; i < tga.length; i += 7) grid.write(tga.subarray(i, i + 7));
    expect(fingerprintGrid(grid.finish() as Uint8Array).hash).toBe(hash);
    expect(await browserHash(tgaOf(rgb, 256, { rle: true, bpp: 32, top: false }))).toBe(hash);
    expect(await browserHash(tgaOf(drawn(512), 512, { rle: true }))).toBe(hash);
  });

  it('refuses a texture whose pixels end early', async () => {
    await expect(browserHash(tga.subarray(0, tga.length - 10))).rejects.toThrow(/ends before/);
    expect(createTextureGrid().finish()).toBeNull();
  });

  it('keeps a colour signature of six bytes from the 64² grid', () => {
    const grid = new Uint8Array(FINGERPRINT_GRID_SIDE * FINGERPRINT_GRID_SIDE * 3).fill(128);
    expect(fingerprintGrid(grid).colour).toBe('808080000000');
  });

  it('rounds its cosine table far from any tie, so an engine’s last-bit Math.cos cannot change it', () => {
    let index = 0;
    for (let k = 0; k < 8; k += 1) {
      for (let n = 0; n < 32; n += 1) {
        const exact = Math.cos((Math.PI / 32) * (n + 0.5) * k) * 65536;
        const fraction = exact - Math.floor(exact);
        expect(Math.abs(fraction - 0.5)).toBeGreaterThan(1e-6);
        expect(FINGERPRINT_COS_TABLE[index]).toBe(Math.round(exact));
        index += 1;
      }
    }
  });
});
