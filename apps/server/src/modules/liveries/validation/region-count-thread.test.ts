import { REGIONS } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { encodeGreyTga, encodeTga } from '../../../test/fixtures/tga-writer';
import { startRegionCount } from './region-count-thread';

/** Feeds a file in small slices, as an inflating zip entry does. */
function writeInSlices(count: ReturnType<typeof startRegionCount>, file: Buffer, slice = 4096) {
  for (let at = 0; at < file.length; at += slice) count.write(file.subarray(at, at + slice));
}

const total = (counts: readonly number[]) => counts.reduce((sum, n) => sum + n, 0);

describe('the region count thread', () => {
  it('keeps uploads counted at the same time apart', async () => {
    const bands = encodeTga({ size: 64, bpp: 24, rle: true, pattern: 'regions' });
    const grey = encodeGreyTga(32);
    const [first, second, third] = [startRegionCount(), startRegionCount(), startRegionCount()];
    // Interleave the three streams slice by slice.
    for (let at = 0; at < Math.max(bands.length, grey.length); at += 512) {
      first.write(bands.subarray(at, at + 512));
      second.write(grey.subarray(at, at + 512));
      third.write(bands.subarray(at, at + 512));
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
    abandoned.write(grey.subarray(0, 100));
    abandoned.stop();
    const next = startRegionCount();
    writeInSlices(next, grey);
    expect(total(await next.finish())).toBe(16 * 16);
  });
});
