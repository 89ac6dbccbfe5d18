import { CREDIT_MESSAGES, CREDIT_PARTS, UPLOAD_PARTS } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories';
import { encodeBombZip, encodePixelBombPng, encodeRawZip, hiddenEntryZips, POLYGLOTS, smallTgaPair } from '../fixtures';
import { encodeGreyTga, encodeTga } from '../fixtures/tga-writer';
import {
  DEFAULT_REGION_SHARES,
  postUpload,
  previewImage,
  regionFields,
  screenshot,
  type UploadSpec,
  zipBuffer,
} from '../livery-factory';
import { useTestApp } from '../test-app';
import { type BadInput, referencedKeys, stateCounts, storedKeys } from './security-world';

const t = useTestApp();
let member: TestUser;

beforeAll(async () => {
  member = await createUser(t.app);
});

const upload = (name: string, status: number, spec: () => Promise<UploadSpec> | UploadSpec): BadInput => ({
  name,
  status,
  send: async () => postUpload(t.app, member, await spec()),
});
/** The honest pair with `entry` added or swapped in, assembled byte by byte. */
const hostileZip = (entries: Parameters<typeof encodeRawZip>[0]) => ({ zip: encodeRawZip(entries) });
const pair = smallTgaPair();
const region = { name: 'customskin_region.tga', data: pair.regionMap };
const png = () => screenshot(64, 64);

describe('upload: zips and screenshots', () => {
  const cases: BadInput[] = [
    upload('a zip over 120 MB, stopped while streaming', 413, () => ({ zip: Buffer.alloc(120 * 1024 * 1024 + 1) })),
    upload('a bomb whose headers claim 4 GB', 413, () => ({
      zip: encodeBombZip({ inflatedBytes: 200 * 1024 * 1024 }),
    })),
    upload('a bomb whose headers lie low', 400, () => ({
      zip: encodeBombZip({ inflatedBytes: 200 * 1024 * 1024, claimedSize: 4096 }),
    })),
    upload('a ../ entry name', 400, () => hostileZip([{ name: '../customskin.tga', data: pair.livery }, region])),
    upload('an absolute entry name', 400, () =>
      hostileZip([{ name: '/tmp/customskin.tga', data: pair.livery }, region]),
    ),
    upload('a backslash path', 400, () => hostileZip([{ name: '..\\customskin.tga', data: pair.livery }, region])),
    upload('a symlink entry', 400, () =>
      hostileZip([
        {
          name: 'customskin.tga',
          data: Buffer.from('/etc/passwd'),
          externalAttributes: 0o120777 << 16,
          versionMadeBy: 0x0314,
        },
        region,
      ]),
    ),
    upload('an encrypted entry', 400, () =>
      hostileZip([{ name: 'customskin.tga', data: pair.livery, flags: 1 }, region]),
    ),
    upload('a nested zip named customskin.tga', 400, async () => ({
      zip: await zipBuffer([
        { name: 'customskin.tga', data: await zipBuffer([{ name: 'a.tga', data: pair.livery }]) },
        region,
      ]),
    })),
    upload('an extra entry', 400, async () => ({
      zip: await zipBuffer([
        { name: 'customskin.tga', data: pair.livery },
        region,
        { name: 'run.bat', data: Buffer.from('x') },
      ]),
    })),
    upload('a text file named customskin.tga', 400, async () => ({
      zip: await zipBuffer([{ name: 'customskin.tga', data: Buffer.from('not an image at all, just text') }, region]),
    })),
    upload('a 16-bit TGA header', 400, async () => ({
      zip: await zipBuffer([
        { name: 'customskin.tga', data: encodeTga({ size: 1024, bpp: 16 as 24, rle: false, pattern: 'flat' }) },
        region,
      ]),
    })),
    // Zips whose end record, central directory and local headers tell different stories.
    ...Object.entries(hiddenEntryZips()).map(([name, zip]) => upload(name, 400, () => ({ zip }))),
    upload('a PNG as the livery zip', 415, async () => ({ zip: await png() })),
    upload('six screenshots', 400, async () => ({ screenshots: await Promise.all(Array.from({ length: 6 }, png)) })),
    upload('a screenshot over 10 MB', 413, () => ({ screenshots: [Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)] })),
    upload('a 30000×30000 pixel bomb', 400, () => ({ screenshots: [encodePixelBombPng()] })),
    upload('a truncated screenshot', 400, async () => ({
      screenshots: [(await screenshot(800, 600)).subarray(0, 500)],
    })),
    upload('an SVG with script', 415, () => ({ screenshots: [Buffer.from(POLYGLOTS.svg)] })),
    upload('an HTML page named .png', 415, () => ({ screenshots: [Buffer.from(POLYGLOTS.html)] })),
    // Issue 18: the region map's colours and the flat-view images.
    upload('a region map with none of the five region colours', 400, async () => ({
      zip: await zipBuffer([
        { name: 'customskin.tga', data: pair.livery },
        { name: 'customskin_region.tga', data: encodeGreyTga() },
      ]),
    })),
    upload('region figures that disagree with the region map', 400, () => ({
      regionShares: { ...DEFAULT_REGION_SHARES, Red: 40, White: 0 },
    })),
    upload('region figures that are not JSON', 400, () => ({ regionShares: '{"Red": 1' })),
    upload('region figures over 100 %', 400, () => ({ regionShares: { ...DEFAULT_REGION_SHARES, Red: 101 } })),
    upload('a material for a colour the region map lacks', 400, async () => ({
      zip: await zipBuffer([
        { name: 'customskin.tga', data: pair.livery },
        { name: 'customskin_region.tga', data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' }) },
      ]),
    })),
    upload('a texture preview without its region overlay', 400, async () => ({
      extraFiles: [{ field: UPLOAD_PARTS.texturePreview, data: await previewImage(), name: 'texture.webp' }],
    })),
    upload('a flat-view PNG instead of WebP', 415, async () => ({
      previews: { texture: await previewImage(1024, 'png'), overlay: await previewImage() },
    })),
    upload('a flat-view image of the wrong size', 400, async () => ({
      previews: { texture: await previewImage(), overlay: await previewImage(2048) },
    })),
    upload('an HTML page as the texture preview', 415, async () => ({
      previews: { texture: Buffer.from(POLYGLOTS.html), overlay: await previewImage() },
    })),
    upload('a truncated texture preview', 400, async () => ({
      previews: { texture: (await previewImage()).subarray(0, 200), overlay: await previewImage() },
    })),
    upload('two texture previews', 400, async () => ({
      previews: { texture: await previewImage(), overlay: await previewImage() },
      extraFiles: [{ field: UPLOAD_PARTS.texturePreview, data: await previewImage(), name: 'again.webp' }],
    })),
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await stateCounts(t.app);
    const res = await c.send();
    expect(res.statusCode, res.body).toBe(c.status);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: c.status, message: expect.any(String) });
    expect(await stateCounts(t.app)).toEqual(before);
  });

  it('a flat region map that compresses far beyond 100:1 still passes, and hostile file names are never used', async () => {
    const flat = (name: string) => ({ name, data: encodeTga({ size: 2048, bpp: 32, rle: false, pattern: 'flat' }) });
    const zip = await zipBuffer([flat('customskin.tga'), flat('customskin_region.tga')]);
    expect(zip.length * 100).toBeLessThan(2 * 2048 * 2048 * 4);
    // The flat map holds only black: the other regions cannot be given a material (issue 18).
    const onlyBlack = Object.fromEntries(
      Object.keys(regionFields())
        .filter((name) => !name.startsWith('RegionConfigurations[0]'))
        .map((name) => [name, undefined]),
    );
    const form = await postUpload(t.app, member, {
      zip,
      fields: onlyBlack,
      extraFiles: [],
      screenshots: [await png()],
    });
    expect(form.statusCode, form.body).toBe(201);
    expect(await storedKeys(t.app)).toEqual(await referencedKeys(t.app));
    for (const key of await storedKeys(t.app)) expect(key).toMatch(/^[a-z]+\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(zip|webp)$/);
  });
});

describe('upload: credit parts (issue 36)', () => {
  const credit = (name: string, fields: Record<string, string>, message: string): BadInput => ({
    ...upload(name, 400, () => ({ fields })),
    message,
  });
  const cases: BadInput[] = [
    credit(
      'an original that does not exist',
      { [CREDIT_PARTS.basedOnLiveryId]: '999999' },
      CREDIT_MESSAGES.originalNotFound,
    ),
    credit(
      'an original id that is not a number',
      { [CREDIT_PARTS.basedOnLiveryId]: '1 OR 1=1' },
      CREDIT_MESSAGES.liveryIdInvalid,
    ),
    credit(
      'a javascript: link',
      { [CREDIT_PARTS.basedOnName]: 'Gulf', [CREDIT_PARTS.basedOnUrl]: 'javascript:alert(1)' },
      CREDIT_MESSAGES.urlInvalid,
    ),
    credit(
      'a link without its name',
      { [CREDIT_PARTS.basedOnUrl]: 'https://example.com/a' },
      CREDIT_MESSAGES.nameRequired,
    ),
    credit('a name without its link', { [CREDIT_PARTS.basedOnName]: 'Gulf 917' }, CREDIT_MESSAGES.urlRequired),
    credit(
      'a permission note with no original',
      { [CREDIT_PARTS.basedOnNote]: 'They said yes.' },
      CREDIT_MESSAGES.noteWithoutSource,
    ),
    credit(
      'a note over 500 characters',
      {
        [CREDIT_PARTS.basedOnName]: 'Gulf',
        [CREDIT_PARTS.basedOnUrl]: 'https://a.example',
        [CREDIT_PARTS.basedOnNote]: 'x'.repeat(501),
      },
      CREDIT_MESSAGES.noteTooLong,
    ),
    credit(
      'a switch that is neither true nor false',
      { [CREDIT_PARTS.allowDerivatives]: 'maybe' },
      CREDIT_MESSAGES.allowInvalid,
    ),
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await stateCounts(t.app);
    const res = await c.send();
    expect(res.statusCode, res.body).toBe(c.status);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: c.status, message: c.message });
    expect(await stateCounts(t.app)).toEqual(before);
  });
});
