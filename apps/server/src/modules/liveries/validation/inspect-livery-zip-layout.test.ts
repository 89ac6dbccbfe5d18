import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  hiddenEntryZips,
  openDescriptorsTo,
  smallTgaPair,
  tolerableOddZip,
  useTempDir,
} from '../../../test/fixtures';
import { inspectLiveryZip } from './inspect-livery-zip';
import { LIVERY_ZIP_MESSAGES as m } from './validation-errors';

const tmp = useTempDir();
let counter = 0;
const next = (label: string) => tmp.file(`${label}-${++counter}.zip`);

describe('inspectLiveryZip refuses a zip whose end record, central directory and local entries disagree', () => {
  it.each(Object.entries(hiddenEntryZips()))('%s', async (label, bytes) => {
    const zip = next(label.replace(/\W+/g, '-'));
    await writeFile(zip, bytes);
    await expect(inspectLiveryZip(zip)).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_LIVERY_ZIP',
      message: m.hiddenContent,
    });
    expect(openDescriptorsTo(zip) ?? 0).toBe(0);
  });
});

describe('inspectLiveryZip still accepts honest layouts', () => {
  it('a comment, a stored entry and a name in capitals', async () => {
    const zip = next('odd');
    await writeFile(zip, tolerableOddZip().zip);
    await expect(inspectLiveryZip(zip)).resolves.toMatchObject({ entries: [{ name: 'CustomSkin.TGA' }, {}] });
  });

  it('data descriptors after each entry (as streaming zip writers make them)', async () => {
    const pair = smallTgaPair();
    const livery = next('livery');
    const region = next('region');
    await writeFile(livery, pair.livery);
    await writeFile(region, pair.regionMap);
    // yazl's addFile does not know the sizes up front: it writes them after the data.
    const zip = await buildZip(
      [
        { name: 'customskin.tga', path: livery },
        { name: 'customskin_region.tga', path: region },
      ],
      next('descriptors'),
    );
    await expect(inspectLiveryZip(zip)).resolves.toMatchObject({ entries: [{}, {}] });
  });
});
