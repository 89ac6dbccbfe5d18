import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { TGA_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { findImageMagick, IMAGEMAGICK_MISSING, makeTgaPairWithImageMagick, useTempDir } from '../../../test/fixtures';
import { DEFAULT_REGION_SHARES, postUpload, zipBuffer } from '../../../test/livery-factory';
import { useTestApp } from '../../../test/test-app';
import { LIVERY_ZIP_MESSAGES } from '../validation/validation-errors';

// Issue 34 §26: ImageMagick (and GIMP) save a map of five colours colour-mapped unless told
// otherwise. The refusal must say how to save it, and saving it that way must be accepted.
const run = promisify(execFile);
const t = useTestApp();
const tmp = useTempDir();
const convert = await findImageMagick();
if (!convert) console.warn(IMAGEMAGICK_MISSING);
let member: TestUser;

beforeAll(async () => {
  member = await createUser(t.app);
});

async function uploadPair(livery: string, regionMap: string) {
  const zip = await zipBuffer([
    { name: 'customskin.tga', data: await readFile(livery) },
    { name: 'customskin_region.tga', data: await readFile(regionMap) },
  ]);
  return postUpload(t.app, member, { zip, regionShares: DEFAULT_REGION_SHARES });
}

describe.skipIf(!convert)('a region map saved colour-mapped by ImageMagick', () => {
  it('is refused with how to save it, and the map saved that way is accepted', async () => {
    const pair = await makeTgaPairWithImageMagick(tmp.dir, { size: 1024, rle: false });
    const palette = tmp.file('customskin_region-palette.tga');
    const trueColour = tmp.file('customskin_region-truecolor.tga');
    await run(convert as string, [pair.regionMap, '-type', 'Palette', `tga:${palette}`]);
    // The header says colour-mapped (map type 1, image type 1): what a member's tool wrote.
    expect([...(await readFile(palette)).subarray(1, 3)]).toEqual([1, 1]);

    const refused = await uploadPair(pair.livery, palette);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(
      LIVERY_ZIP_MESSAGES.tga('customskin_region.tga', TGA_MESSAGES.unsupportedFormat),
    );
    expect(refused.json().message).toContain('Save it as 24-bit RGB (ImageMagick: -type\u00a0TrueColor;');

    // Following the message: ImageMagick's -type TrueColor writes a map the site takes.
    await run(convert as string, [palette, '-type', 'TrueColor', `tga:${trueColour}`]);
    const accepted = await uploadPair(pair.livery, trueColour);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
