import { describe, expect, it } from 'vitest';
import { createDownscaler, decodePreview } from './flat-preview';

/** A raw 24-bit top-left TGA, `size` square, top half red and bottom half green. */
function halves(size: number): Uint8Array {
  const header = [0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, size & 255, size >> 8, size & 255, size >> 8, 24, 0x20];
  const bytes = new Uint8Array(18 + size * size * 3);
  bytes.set(header);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const o = 18 + (y * size + x) * 3;
      if (y < size / 2) bytes[o + 2] = 255;
      else bytes[o + 1] = 255;
    }
  }
  return bytes;
}

describe('flat preview', () => {
  it('averages blocks of pixels into the smaller image', () => {
    const scaler = createDownscaler(4, 2);
    // Rows of B, G, R: white and black alternate, so every 2×2 block is mid grey.
    const row = (offset: number) =>
      Uint8Array.from({ length: 12 }, (_, i) => ((Math.floor(i / 3) + offset) % 2 ? 255 : 0));
    for (let y = 0; y < 4; y += 1) scaler.row(row(y), y, 4, 3);
    expect([...scaler.rgba().slice(0, 4)]).toEqual([128, 128, 128, 255]);
  });

  it('reads a 2048² region map in chunks: the flat view at 1024² and the colours counted', async () => {
    const bytes = halves(2048);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 65_536) controller.enqueue(bytes.subarray(i, i + 65_536));
        controller.close();
      },
    });
    const { pixels, counts } = await decodePreview(stream, 2048, true);
    expect(pixels.length).toBe(1024 * 1024 * 4);
    expect([...pixels.slice(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...pixels.slice(-4)]).toEqual([0, 255, 0, 255]);
    expect(counts).toEqual([0, 2048 * 1024, 2048 * 1024, 0, 0, 0]);
  });
});
