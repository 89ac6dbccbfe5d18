import { stat, writeFile } from 'node:fs/promises';
import { LIMITS } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { buildZip, encodeBombZip, encodeTga, openDescriptorsTo, useTempDir } from '../../../test/fixtures';
import { DEFAULT_LIVERY_ZIP_LIMITS, inspectLiveryZip } from './inspect-livery-zip';
import { LIVERY_ZIP_MESSAGES as m } from './validation-errors';

const tmp = useTempDir();
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

async function writeBomb(label: string, options: Parameters<typeof encodeBombZip>[0]) {
  const file = tmp.file(`${label}.zip`);
  await writeFile(file, encodeBombZip(options));
  return file;
}

/** Runs the inspection and returns the error it rejected with and how long it took. */
async function timedRejection(zip: string, limits?: Parameters<typeof inspectLiveryZip>[1]) {
  const started = performance.now();
  const error = await inspectLiveryZip(zip, limits).then(
    () => null,
    (rejection: unknown) => rejection,
  );
  return { error, ms: performance.now() - started };
}

describe('inspectLiveryZip stops zip bombs by counting inflated bytes', () => {
  it('has a default cap of 80 MiB per entry and 120 MiB per zip', () => {
    expect(DEFAULT_LIVERY_ZIP_LIMITS.tgaEntryBytesMax).toBe(80 * MiB);
    expect(DEFAULT_LIVERY_ZIP_LIMITS.liveryZipBytesMax).toBe(120 * MiB);
    expect(LIMITS.tgaEntryBytesMax).toBe(80 * MiB);
  });

  it('stops a 4 GiB bomb whose headers claim 4 GiB at the (test) cap, with a 413', async () => {
    const zip = await writeBomb('honest-bomb', { inflatedBytes: 4 * GiB - 2 });
    expect((await stat(zip)).size).toBeLessThan(30 * MiB);
    const { error, ms } = await timedRejection(zip, { tgaEntryBytesMax: 4 * MiB });
    expect(error).toMatchObject({
      statusCode: 413,
      code: 'LIVERY_TOO_LARGE',
      message: m.entryTooLarge('customskin.tga', 4 * MiB),
    });
    expect(ms).toBeLessThan(5000); // it stops after ~4 MiB, not 4 GiB
    expect(openDescriptorsTo(zip) ?? 0).toBe(0);
  });

  it('stops the same bomb at the real 80 MiB cap', async () => {
    const zip = await writeBomb('default-cap-bomb', { inflatedBytes: GiB });
    const { error, ms } = await timedRejection(zip);
    expect(error).toMatchObject({ statusCode: 413, message: m.entryTooLarge('customskin.tga', 80 * MiB) });
    expect(ms).toBeLessThan(10_000);
  });

  it('stops a bomb whose headers lie low as soon as it passes the claimed size', async () => {
    // Claims 1 MiB (well under the cap), inflates to 1 GiB: yauzl's size check fires at 1 MiB + 1.
    const zip = await writeBomb('lying-bomb', { inflatedBytes: GiB, claimedSize: MiB });
    const { error, ms } = await timedRejection(zip);
    expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_LIVERY_ZIP', message: m.damaged });
    expect(ms).toBeLessThan(5000);
    expect(openDescriptorsTo(zip) ?? 0).toBe(0);
  });

  it('stops a bomb in the region map too', async () => {
    const zip = await writeBomb('region-bomb', { inflatedBytes: GiB, name: 'customskin_region.tga' });
    const { error } = await timedRejection(zip, { tgaEntryBytesMax: 4 * MiB });
    expect(error).toMatchObject({ statusCode: 413, message: m.entryTooLarge('customskin_region.tga', 4 * MiB) });
  });

  it('refuses an honest entry one byte over the cap, and accepts it at exactly the cap', async () => {
    const tga = encodeTga({ size: 1024, bpp: 32, rle: false, pattern: 'regions' });
    const zip = await buildZip(
      [
        { name: 'customskin.tga', data: tga },
        { name: 'customskin_region.tga', data: tga },
      ],
      tmp.file('cap.zip'),
    );
    const { error } = await timedRejection(zip, { tgaEntryBytesMax: tga.length - 1 });
    expect(error).toMatchObject({ statusCode: 413, code: 'LIVERY_TOO_LARGE' });
    await expect(inspectLiveryZip(zip, { tgaEntryBytesMax: tga.length })).resolves.toBeDefined();
  });
});
