import { REGIONS } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { encodeGreyTga, encodeTga } from '../../../test/fixtures/tga-writer';
import { startRegionCount } from './region-count-thread';

/** Feeds a file in small slices, as an inflating zip entry does, waiting whenever the thread asks. */
async function writeInSlices(count: ReturnType<typeof startRegionCount>, file: Buffer, slice = 4096) {
  for (let at = 0; at < file.length; at += slice) await count.write(file.subarray(at, at + slice));
}

const total = (counts: readonly number[]) => counts.reduce((sum, n) => sum + n, 0);

describe('the region count thread', () => {
  it('keeps uploads counted at the same time apart', async () => {
    const bands = encodeTga({ size: 64, bpp: 24, rle: true, pattern: 'regions' });
    const grey = encodeGreyTga(32);
    const [first, second, third] = [startRegionCount(), startRegionCount(), startRegionCount()];
    // Interleave the three streams slice by slice.
    for (let at = 0; at < Math.max(bands.length, grey.length); at += 512) {
      await first.write(bands.subarray(at, at + 512));
      await second.write(grey.subarray(at, at + 512));
      await third.write(bands.subarray(at, at + 512));
    }
    const [a, b, c] = await Promise.all([first.finish(), second.finish(), third.finish()]);
    expect(a).toEqual(c);
    expect(total(a)).toBe(64 * 64);
    expect(a.slice(0, REGIONS.length).every((n) => n > 0)).toBe(true);
    expect(b.slice(0, REGIONS.length).every((n) => n === 0)).toBe(true);
    expect(b[REGIONS.length]).toBe(32 * 32);
  });

  it('goes on counting after a stopped upload', async () => {
    const grey = encodeGreyTga(16);
    const abandoned = startRegionCount();
    await abandoned.write(grey.subarray(0, 100));
    abandoned.stop();
    const next = startRegionCount();
    await writeInSlices(next, grey);
    expect(total(await next.finish())).toBe(16 * 16);
  });

  it('makes a large map wait for the thread instead of queueing it whole, and counts all of it', async () => {
    // 2048² × 3 bytes: 12 MB, three times what one upload may have waiting in the thread.
    const map = encodeGreyTga(2048);
    const count = startRegionCount();
    let waited = 0;
    for (let at = 0; at < map.length; at += 65_536) {
      let settled = false;
      const written = count.write(map.subarray(at, at + 65_536)).then(() => {
        settled = true;
      });
      await Promise.resolve();
      if (!settled) waited += 1;
      await written;
    }
    expect(waited).toBeGreaterThan(0);
    expect(total(await count.finish())).toBe(2048 * 2048);
  });
});
