import { LIVERY_INPUT_MESSAGES, REPORT_ERROR_MESSAGES, REPORT_INPUT_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createUser, type TestUser } from '../../test/factories';
import { regionFields, uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let tags: { id: number; name: string }[];
let gulf: { id: number; title: string };

function zipEntryNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([
    createUser(t.app, { username: 'GulfFan' }),
    createUser(t.app, { username: 'Other_Racer' }),
    createUser(t.app, { role: 'admin' }),
  ]);
  tags = json(await t.app.inject({ method: 'GET', url: '/api/tags' }));
  gulf = await uploadLivery(t.app, owner, { tagIds: [tags[0]?.id ?? 0, tags[1]?.id ?? 0] });
  await uploadLivery(t.app, owner, { fields: { Title: 'Martini Stripes', CarModelName: 'Ferrari 499P' } });
  await uploadLivery(t.app, other, {
    fields: { Title: 'Zebra Oreca', CarClassName: 'LMP2', CarModelName: 'Oreca 07 Gibson' },
  });
  await uploadLivery(t.app, other, { fields: { Title: 'Another 963', CarModelName: 'Porsche 963' } });
});

describe('detail', () => {
  it('shows everything about a livery in the shapes of the spec', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/liveries/${gulf.id}` });
    expect(res.statusCode).toBe(200);
    const d = json(res);
    expect(d).toMatchObject({
      id: gulf.id,
      title: 'Gulf Heritage 963',
      description: 'Blue and orange, as it should be.\nSecond line.',
      uploader: { id: owner.id, username: 'GulfFan' },
      carClassName: 'Hypercar',
      carModelName: 'Porsche 963',
      downloadCount: 0,
      favoriteCount: 0,
      isFavoritedByCurrentUser: false,
    });
    expect(d.tags.map((x: { id: number }) => x.id).sort()).toEqual([tags[0]?.id, tags[1]?.id].sort());
    expect(d.screenshots).toHaveLength(1);
    expect(d.screenshots[0].url).toMatch(/^\/media\/screenshots\/.+\.webp$/);
    expect(d.regionConfigurations.map((r: { regionName: string }) => r.regionName)).toEqual([
      'Black',
      'Red',
      'Green',
      'Blue',
      'White',
    ]);
    expect(d.regionConfigurations[0]).toEqual({
      regionName: 'Black',
      material: 'MetallicFlakes',
      metallicFlake_Style: 'Shiny',
      metallicFlake_FlakeColorRGB: '255,200,0',
      metallicFlake_FlakeStrength: 'Medium',
      metallicPaint_Style: null,
      metallicPaint_FlakeColorRGB: null,
      metallicPaint_FlakeStrength: null,
      wrap_Style: null,
      sticker_Style: null,
      chrome_Style: null,
    });
    expect(d.regionConfigurations[1]).toMatchObject({ regionName: 'Red', material: 'Carbon', wrap_Style: null });
    const image = await t.app.inject({ method: 'GET', url: d.screenshots[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for an unknown livery and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/liveries/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/liveries/abc' })).statusCode).toBe(400);
  });
});

describe('browse and search', () => {
  const browse = async (qs: string) => json(await t.app.inject({ method: 'GET', url: `/api/liveries?${qs}` }));

  it('pages newest first by default', async () => {
    const page = await browse('pageSize=3');
    expect(page.totalCount).toBe(4);
    expect(page.totalPages).toBe(2);
    expect(page.items.map((i: { title: string }) => i.title)).toEqual([
      'Another 963',
      'Zebra Oreca',
      'Martini Stripes',
    ]);
    expect(page.items[0]).toMatchObject({
      authorUsername: 'Other_Racer',
      carClassName: 'Hypercar',
      primaryScreenshotUrl: expect.stringMatching(/^\/media\/thumbnails\//),
    });
    expect((await browse('pageSize=3&pageNumber=2')).items.map((i: { title: string }) => i.title)).toEqual([
      'Gulf Heritage 963',
    ]);
  });

  it('filters by class, model and tag, and searches title and author case-insensitively', async () => {
    const classes = json(await t.app.inject({ method: 'GET', url: '/api/carclasses' }));
    const lmp2 = classes.find((c: { name: string }) => c.name === 'LMP2');
    expect((await browse(`carClassId=${lmp2.id}`)).items.map((i: { title: string }) => i.title)).toEqual([
      'Zebra Oreca',
    ]);
    const models = json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }));
    const p963 = models.find((m: { name: string }) => m.name === 'Porsche 963');
    expect((await browse(`carModelId=${p963.id}`)).totalCount).toBe(2);
    expect((await browse(`tagId=${tags[0]?.id}`)).items.map((i: { id: number }) => i.id)).toEqual([gulf.id]);
    expect((await browse('search=HERITAGE')).items.map((i: { id: number }) => i.id)).toEqual([gulf.id]);
    expect((await browse('search=gulffan')).totalCount).toBe(2);
    expect((await browse('search=other_r')).totalCount).toBe(2);
    expect((await browse('search=100%25')).totalCount).toBe(0);
  });

  it('sorts by every key in both directions', async () => {
    expect((await browse('sortBy=title&descending=false')).items.map((i: { title: string }) => i.title)).toEqual([
      'Another 963',
      'Gulf Heritage 963',
      'Martini Stripes',
      'Zebra Oreca',
    ]);
    expect((await browse('sortBy=author&descending=false')).items[0].authorUsername).toBe('GulfFan');
    for (const key of ['downloadCount', 'favoriteCount', 'uploadDate'])
      expect((await browse(`sortBy=${key}`)).totalCount).toBe(4);
  });

  it('refuses unknown sorts, page sizes over 48 and non-numeric filters', async () => {
    for (const qs of [
      'sortBy=price',
      'pageSize=49',
      'pageSize=100000',
      'pageNumber=0',
      'carClassId=1%20OR%201=1',
      'descending=maybe',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/liveries?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(json(res).message).toEqual(expect.any(String));
    }
  });

  it('lists latest, most favourited, related, mine and a public profile', async () => {
    const latest = json(await t.app.inject({ method: 'GET', url: '/api/liveries/latest?count=2' }));
    expect(latest.map((i: { title: string }) => i.title)).toEqual(['Another 963', 'Zebra Oreca']);
    const related = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${gulf.id}/related?limit=4` }));
    expect(related.map((i: { title: string }) => i.title)).toEqual(['Another 963', 'Martini Stripes']);
    const relatedTitles = async (id: number, limit: number) =>
      json(await t.app.inject({ method: 'GET', url: `/api/liveries/${id}/related?limit=${limit}` })).map(
        (i: { title: string }) => i.title,
      );
    // The model alone fills a short list; a livery alone in its class has none; an unknown one is a 404.
    expect(await relatedTitles(gulf.id, 1)).toEqual(['Another 963']);
    const zebra = latest.find((i: { title: string }) => i.title === 'Zebra Oreca');
    expect(await relatedTitles(zebra.id, 4)).toEqual([]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/liveries/999999/related?limit=4' });
    expect(unknown.statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: '/api/liveries/my-liveries', headers: owner.headers });
    expect(json(mine).map((i: { title: string }) => i.title)).toEqual(['Martini Stripes', 'Gulf Heritage 963']);
    expect((await t.app.inject({ method: 'GET', url: '/api/liveries/my-liveries' })).statusCode).toBe(401);
    const profile = json(await t.app.inject({ method: 'GET', url: `/api/users/${owner.id}` }));
    expect(profile).toMatchObject({ id: owner.id, username: 'GulfFan', dateRegistered: expect.any(String) });
    expect(profile.uploadedLiveries).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/999999' })).statusCode).toBe(404);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/liveries/most-favorited' }))).toHaveLength(4);
  });
});

describe('downloads', () => {
  it('gives a file URL that serves the game-ready zip as an attachment, counting once per member per day', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/liveries/${gulf.id}/download`,
      headers: other.headers,
    });
    expect(first.statusCode).toBe(200);
    const { fileUrl } = json(first);
    const file = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Gulf_Heritage_963_${gulf.id}.zip"`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    expect(await zipEntryNames(file.rawPayload)).toEqual(['customskin.tga', 'customskin_region.tga']);

    await t.app.inject({ method: 'POST', url: `/api/liveries/${gulf.id}/download`, headers: other.headers });
    await t.app.inject({ method: 'POST', url: `/api/liveries/${gulf.id}/download`, remoteAddress: '192.0.2.10' });
    await t.app.inject({ method: 'POST', url: `/api/liveries/${gulf.id}/download`, remoteAddress: '192.0.2.10' });
    await t.app.inject({ method: 'POST', url: `/api/liveries/${gulf.id}/download`, remoteAddress: '192.0.2.11' });
    // IPv6 counts by the /64 a subscriber is given, not by each of its 2^64 addresses.
    for (const remoteAddress of ['2001:db8:1:2::10', '2001:db8:1:2:ffff::1']) {
      await t.app.inject({ method: 'POST', url: `/api/liveries/${gulf.id}/download`, remoteAddress });
    }
    const d = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${gulf.id}` }));
    expect(d.downloadCount).toBe(4);
    const rows = await t.app.deps.db.kysely
      .selectFrom('download')
      .select('id')
      .where('livery_id', '=', gulf.id)
      .execute();
    expect(rows).toHaveLength(4);
    expect((await t.app.inject({ method: 'POST', url: '/api/liveries/999999/download' })).statusCode).toBe(404);
  });
});

describe('favourites', () => {
  it('favourites and unfavourites with correct counts, idempotently, for signed-in members only', async () => {
    const url = `/api/liveries/${gulf.id}/favorite`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect(json(await t.app.inject({ method: 'POST', url, headers: other.headers }))).toEqual({
      isFavorited: true,
      favoriteCount: 1,
    });
    expect(json(await t.app.inject({ method: 'POST', url, headers: other.headers }))).toEqual({
      isFavorited: true,
      favoriteCount: 1,
    });
    expect(json(await t.app.inject({ method: 'POST', url, headers: owner.headers }))).toEqual({
      isFavorited: true,
      favoriteCount: 2,
    });
    const d = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${gulf.id}`, headers: other.headers }));
    expect(d.isFavoritedByCurrentUser).toBe(true);
    expect(json(await t.app.inject({ method: 'DELETE', url, headers: other.headers }))).toEqual({
      isFavorited: false,
      favoriteCount: 1,
    });
    expect(json(await t.app.inject({ method: 'DELETE', url, headers: other.headers }))).toEqual({
      isFavorited: false,
      favoriteCount: 1,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/liveries/999999/favorite', headers: other.headers })).statusCode,
    ).toBe(404);
  });

  it('keeps counters equal to rows under 50 concurrent toggles and downloads', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const requests = Array.from({ length: 50 }, (_, i) => {
      const m = members[i % members.length] as TestUser;
      const kind = i % 3;
      if (kind === 0)
        return t.app.inject({ method: 'POST', url: `/api/liveries/${gulf.id}/favorite`, headers: m.headers });
      if (kind === 1)
        return t.app.inject({ method: 'DELETE', url: `/api/liveries/${gulf.id}/favorite`, headers: m.headers });
      return t.app.inject({ method: 'POST', url: `/api/liveries/${gulf.id}/download`, headers: m.headers });
    });
    const statuses = (await Promise.all(requests)).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const db = t.app.deps.db.kysely;
    const livery = await db
      .selectFrom('livery')
      .select(['favorite_count', 'download_count'])
      .where('id', '=', gulf.id)
      .executeTakeFirstOrThrow();
    const favs = await db.selectFrom('favorite').select('user_id').where('livery_id', '=', gulf.id).execute();
    const downloads = await db.selectFrom('download').select('client_hash').where('livery_id', '=', gulf.id).execute();
    expect(Number(livery.favorite_count)).toBe(favs.length);
    expect(Number(livery.download_count)).toBe(downloads.length);
    expect(new Set(downloads.map((d) => d.client_hash)).size).toBe(downloads.length);
  });
});

describe('reports', () => {
  const url = () => `/api/reports/livery/${gulf.id}`;
  it('accepts one open report per member, with a trimmed comment or null', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: other.headers,
      payload: { reason: 'StolenContent', comment: '   ' },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.deps.db.kysely
      .selectFrom('report')
      .selectAll()
      .where('id', '=', json(res).id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      comment: null,
      status: 'Pending',
      reporter_id: other.id,
      livery_title: 'Gulf Heritage 963',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: other.headers,
      payload: { reason: 'Other', comment: 'again' },
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(REPORT_ERROR_MESSAGES.alreadyReported);
  });

  it('validates the reason and comment, needs sign-in and an existing livery', async () => {
    const h = owner.headers;
    expect(
      json(await t.app.inject({ method: 'POST', url: url(), headers: h, payload: { comment: 'x' } })).message,
    ).toBe(REPORT_INPUT_MESSAGES.reasonRequired);
    expect(
      (await t.app.inject({ method: 'POST', url: url(), headers: h, payload: { reason: 'Boring' } })).statusCode,
    ).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: h,
      payload: { reason: 'Other', comment: 'x'.repeat(1001) },
    });
    expect(json(long).message).toBe(REPORT_INPUT_MESSAGES.commentTooLong);
    expect((await t.app.inject({ method: 'POST', url: url(), payload: { reason: 'Other' } })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports/livery/999999',
          headers: h,
          payload: { reason: 'Other' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: url(), headers: h, payload: { reason: 'Other', status: 'Resolved' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('edit', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: 'Gulf Heritage 963 (2025)',
    description: 'Updated.',
    carClassName: 'Hypercar',
    carModelName: 'Porsche 963',
    tagIds: [tags[2]?.id],
    regionConfigurations: [
      { regionName: 'Black', material: 'Wrap', wrap_Style: 'Shiny' },
      { regionName: 'Red', material: 'Carbon' },
      { regionName: 'Green', material: 'Stickers', sticker_Style: 'Medium' },
      { regionName: 'Blue', material: 'Wrap', wrap_Style: 'Matte' },
      { regionName: 'White', material: 'Stickers', sticker_Style: 'Shiny' },
    ],
    ...overrides,
  });

  it('lets only the uploader edit, with the spec message for anyone else', async () => {
    for (const user of [other, admin]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/liveries/${gulf.id}`,
        headers: user.headers,
        payload: body(),
      });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(LIVERY_INPUT_MESSAGES.notUploader);
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/liveries/${gulf.id}`,
      headers: owner.headers,
      payload: body(),
    });
    expect(res.statusCode).toBe(200);
    const d = json(res);
    expect(d).toMatchObject({
      title: 'Gulf Heritage 963 (2025)',
      description: 'Updated.',
      tags: [{ id: tags[2]?.id }],
    });
    expect(d.regionConfigurations[0]).toMatchObject({
      regionName: 'Black',
      material: 'Wrap',
      wrap_Style: 'Shiny',
      metallicFlake_Style: null,
    });
  });

  it('validates like the upload and refuses fields a client must not set', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/liveries/${gulf.id}`, headers: owner.headers, payload });
    expect(json(await put(body({ title: '  ' }))).message).toBe(LIVERY_INPUT_MESSAGES.titleRequired);
    expect(json(await put(body({ carModelName: 'Oreca 07 Gibson' }))).message).toBe(
      LIVERY_INPUT_MESSAGES.modelNotInClass,
    );
    expect((await put(body({ tagIds: [999999] }))).statusCode).toBe(400);
    expect((await put(body({ uploaderId: other.id }))).statusCode).toBe(400);
    expect((await put(body({ downloadCount: 1000 }))).statusCode).toBe(400);
    const wrongMaterial = await put(
      body({
        regionConfigurations: body().regionConfigurations.map((r) =>
          r.regionName === 'Red' ? { regionName: 'Red', material: 'Chrome' } : r,
        ),
      }),
    );
    expect(wrongMaterial.statusCode).toBe(400);
    const missing = await put(body({ regionConfigurations: body().regionConfigurations.slice(0, 4) }));
    expect(json(missing).message).toBe('Please select materials for all regions: White');
    expect(regionFields()['RegionConfigurations[0].RegionName']).toBe('Black');
  });
});

describe('delete', () => {
  it('is refused to others, and the uploader removes rows, files, favourites and tags while reports stay', async () => {
    const victim = await uploadLivery(t.app, owner, { fields: { Title: 'Short-lived' }, tagIds: [tags[0]?.id ?? 0] });
    const db = t.app.deps.db.kysely;
    await t.app.inject({ method: 'POST', url: `/api/liveries/${victim.id}/favorite`, headers: other.headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/reports/livery/${victim.id}`,
      headers: other.headers,
      payload: { reason: 'BrokenFile' },
    });
    const keys = (
      await db.selectFrom('screenshot').select(['full_key', 'thumb_key']).where('livery_id', '=', victim.id).execute()
    ).flatMap((s) => [s.full_key, s.thumb_key]);
    const fileKey = (
      await db.selectFrom('livery').select('file_key').where('id', '=', victim.id).executeTakeFirstOrThrow()
    ).file_key;
    const otherFavCount = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${gulf.id}` })).favoriteCount;

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/liveries/${victim.id}`, headers: other.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/liveries/${victim.id}` })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/liveries/${victim.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url: `/api/liveries/${victim.id}` })).statusCode).toBe(404);
    for (const table of ['screenshot', 'livery_tag', 'region_configuration', 'favorite'] as const) {
      expect(
        await db.selectFrom(table).select('livery_id').where('livery_id', '=', victim.id).execute(),
        table,
      ).toEqual([]);
    }
    for (const key of [fileKey, ...keys]) expect(await t.app.deps.storage.stat(key), key).toBeNull();
    const report = await db
      .selectFrom('report')
      .selectAll()
      .where('livery_title', '=', 'Short-lived')
      .executeTakeFirstOrThrow();
    expect(report.livery_id).toBeNull();
    expect(json(await t.app.inject({ method: 'GET', url: `/api/liveries/${gulf.id}` })).favoriteCount).toBe(
      otherFavCount,
    );
  });

  it('lets an admin delete anyone’s livery, and audits it', async () => {
    const victim = await uploadLivery(t.app, other, { fields: { Title: 'Moderated away' } });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/liveries/${victim.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    const audit = await t.app.deps.db.kysely
      .selectFrom('audit_event')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'livery')
      .where('target_id', '=', String(victim.id))
      .execute();
    expect(audit).toEqual([{ action: 'livery.delete', actor_id: admin.id }]);
  });
});
