import { readdir } from 'node:fs/promises';
import { LIVERY_INPUT_MESSAGES } from '@paddock/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createUser, type TestUser } from '../../../test/factories';
import { encodeTga } from '../../../test/fixtures/tga-writer';
import { liveryZip, postUpload, screenshot, type UploadSpec, zipBuffer } from '../../../test/livery-factory';
import { createTestApp, useTestApp } from '../../../test/test-app';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let member: TestUser;

async function snapshot(app: App) {
  const db = app.deps.db.kysely;
  const count = async (table: 'livery' | 'screenshot' | 'region_configuration' | 'livery_tag') =>
    Number((await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const objects: string[] = [];
  for (const prefix of ['liveries/', 'screenshots/', 'thumbnails/'])
    for await (const key of app.deps.storage.list(prefix)) objects.push(key);
  const temp = await readdir(app.deps.tempFiles.dir).catch(() => []);
  return {
    liveries: await count('livery'),
    screenshots: await count('screenshot'),
    regions: await count('region_configuration'),
    tags: await count('livery_tag'),
    objects: objects.length,
    temp: temp.length,
  };
}

beforeAll(async () => {
  member = await createUser(t.app);
});

describe('a valid upload', () => {
  it('answers 201 with id and title, stores one zip and a WebP plus thumbnail per screenshot', async () => {
    const before = await snapshot(t.app);
    const shots = [await screenshot(4000, 3000, 'jpeg'), await screenshot(800, 600, 'webp')];
    const res = await postUpload(t.app, member, { screenshots: shots });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toEqual({ id: expect.any(Number), title: 'Gulf Heritage 963' });
    const after = await snapshot(t.app);
    expect(after).toEqual({
      ...before,
      liveries: before.liveries + 1,
      screenshots: before.screenshots + 2,
      regions: before.regions + 5,
      objects: before.objects + 5,
    });
    const detail = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${json(res).id}` }));
    expect(detail.screenshots.map((s: { width: number; height: number }) => [s.width, s.height])).toEqual([
      [1440, 1080],
      [800, 600],
    ]);
    const full = await t.app.inject({ method: 'GET', url: detail.screenshots[0].url });
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1440, height: 1080 });
    expect(meta.exif).toBeUndefined();
  });
});

describe('bad uploads get a clear 4xx and leave nothing behind', () => {
  const png = () => screenshot(64, 64);
  const cases: [string, () => Promise<UploadSpec>, number, string?][] = [
    ['missing title', async () => ({ fields: { Title: undefined } }), 400, LIVERY_INPUT_MESSAGES.titleRequired],
    ['blank title', async () => ({ fields: { Title: '   ' } }), 400, LIVERY_INPUT_MESSAGES.titleRequired],
    [
      'title over 100 characters',
      async () => ({ fields: { Title: 'x'.repeat(101) } }),
      400,
      LIVERY_INPUT_MESSAGES.titleTooLong,
    ],
    ['missing class', async () => ({ fields: { CarClassName: undefined } }), 400, LIVERY_INPUT_MESSAGES.classRequired],
    ['unknown class', async () => ({ fields: { CarClassName: 'Formula E' } }), 400, LIVERY_INPUT_MESSAGES.unknownClass],
    [
      'model of another class',
      async () => ({ fields: { CarModelName: 'Oreca 07 Gibson' } }),
      400,
      LIVERY_INPUT_MESSAGES.modelNotInClass,
    ],
    ['unknown tag', async () => ({ tagIds: [999999] }), 400, LIVERY_INPUT_MESSAGES.unknownTag],
    ['a field a client must not set', async () => ({ fields: { UploaderId: '1' } }), 400],
    ['downloadCount sneaked in', async () => ({ fields: { DownloadCount: '9000' } }), 400],
    [
      'material not allowed for the region',
      async () => ({ fields: { 'RegionConfigurations[1].Material': 'Chrome' } }),
      400,
    ],
    ['a style of another material', async () => ({ fields: { 'RegionConfigurations[2].Chrome_Style': 'Satin' } }), 400],
    [
      'a region missing',
      async () => ({
        fields: {
          'RegionConfigurations[4].RegionName': undefined,
          'RegionConfigurations[4].Material': undefined,
          'RegionConfigurations[4].Sticker_Style': undefined,
        },
      }),
      400,
      'Please select materials for all regions: White',
    ],
    ['no livery zip', async () => ({ zip: null }), 400, LIVERY_INPUT_MESSAGES.liveryZipRequired],
    ['no screenshot', async () => ({ screenshots: [] }), 400, LIVERY_INPUT_MESSAGES.screenshotRequired],
    ['six screenshots', async () => ({ screenshots: await Promise.all(Array.from({ length: 6 }, png)) }), 400],
    ['a PNG as the livery file', async () => ({ zip: await png() }), 415],
    [
      'a zip with a third entry',
      async () => ({
        zip: await zipBuffer([
          { name: 'customskin.tga', data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' }) },
          { name: 'customskin_region.tga', data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' }) },
          { name: 'readme.txt', data: Buffer.from('hi') },
        ]),
      }),
      400,
    ],
    [
      'a PNG renamed customskin.tga',
      async () => ({
        zip: await zipBuffer([
          { name: 'customskin.tga', data: await png() },
          { name: 'customskin_region.tga', data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' }) },
        ]),
      }),
      400,
    ],
    [
      'a pair of different sizes',
      async () => ({
        zip: await zipBuffer([
          { name: 'customskin.tga', data: encodeTga({ size: 2048, bpp: 24, rle: true, pattern: 'flat' }) },
          { name: 'customskin_region.tga', data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' }) },
        ]),
      }),
      400,
    ],
    [
      'an SVG named .png',
      async () => ({
        screenshots: [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      }),
      415,
    ],
    [
      'an HTML file named .png',
      async () => ({ screenshots: [Buffer.from('<!doctype html><script>alert(1)</script>')] }),
      415,
    ],
    ['a screenshot over 10 MB', async () => ({ screenshots: [Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)] }), 413],
    ['a truncated PNG', async () => ({ screenshots: [(await screenshot(1920, 1080)).subarray(0, 2000)] }), 400],
  ];

  it.each(cases)('%s', async (_name, spec, status, message) => {
    const before = await snapshot(t.app);
    const res = await postUpload(t.app, member, await spec());
    expect(res.statusCode, res.body).toBe(status);
    const body = json(res);
    expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
    if (message) expect(body.message).toBe(message);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('refuses anonymous and banned uploaders before reading the body', async () => {
    expect((await postUpload(t.app, undefined)).statusCode).toBe(401);
    const banned = await createUser(t.app, { banned: true });
    expect((await postUpload(t.app, banned)).statusCode).toBe(403);
  });

  it('refuses a JSON body on the upload route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/liveries',
      headers: member.headers,
      payload: { Title: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('failures after the files were stored', () => {
  it('remove the stored files and leave no rows', async () => {
    const ctx = await createTestApp();
    try {
      const user = await createUser(ctx.app);
      // A real database failure at the last insert of the upload's transaction.
      await sql`DROP TABLE region_configuration`.execute(ctx.app.deps.db.kysely);
      const res = await postUpload(ctx.app, user, { zip: await liveryZip() });
      expect(res.statusCode).toBe(500);
      expect(json(res)).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
      const db = ctx.app.deps.db.kysely;
      expect(await db.selectFrom('livery').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('screenshot').select('id').execute()).toEqual([]);
      const objects: string[] = [];
      for (const prefix of ['liveries/', 'screenshots/', 'thumbnails/'])
        for await (const key of ctx.app.deps.storage.list(prefix)) objects.push(key);
      expect(objects).toEqual([]);
      expect(await readdir(ctx.app.deps.tempFiles.dir)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
