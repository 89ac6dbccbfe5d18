import { readdir } from 'node:fs/promises';
import { LIVERY_VERSION_MESSAGES, VERSION_LIMITS } from '@paddock/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createUser, type TestUser } from '../../test/factories';
import { liveryZip, postVersion, screenshot, uploadLivery, zipBuffer } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

// Every version takes an upload slot, as an upload does; these tests publish more than an hour's worth.
const t = useTestApp({ UPLOADS_PER_HOUR: '1000' });
const json = (res: { body: string }) => JSON.parse(res.body);
let owner: TestUser;
let other: TestUser;
let banned: TestUser;
let v2Zip: Buffer;

const versionsOf = async (id: number) =>
  json(await t.app.inject({ method: 'GET', url: `/api/liveries/${id}/versions` }));
const download = (id: number, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/liveries/${id}/download${query}`, headers });

/** Rows and stored objects a failed publish must leave untouched. */
async function snapshot(app: App) {
  const db = app.deps.db.kysely;
  const versions = await db
    .selectFrom('livery_version')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const objects: string[] = [];
  for (const prefix of ['liveries/', 'screenshots/', 'thumbnails/', 'previews/'])
    for await (const key of app.deps.storage.list(prefix)) objects.push(key);
  const temp = await readdir(app.deps.tempFiles.dir).catch(() => []);
  return { versions: Number(versions.n), objects: objects.sort(), temp: temp.length };
}

beforeAll(async () => {
  owner = await createUser(t.app);
  other = await createUser(t.app);
  banned = await createUser(t.app, { banned: true });
  // 24-bit instead of the default 32-bit livery: a different zip, told apart by its size.
  v2Zip = await liveryZip({ bpp: 24 });
});

describe('publishing a version', () => {
  it('keeps the livery id, favourites and counts; lists versions newest first; downloads the newest by default', async () => {
    const livery = await uploadLivery(t.app, owner, { fields: { Title: 'Versioned' } });
    await t.app.inject({ method: 'POST', url: `/api/liveries/${livery.id}/favorite`, headers: other.headers });
    await download(livery.id, '', other.headers);
    const before = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${livery.id}` }));

    const res = await postVersion(t.app, owner, livery.id, {
      zip: v2Zip,
      changelog: '  Sharper decals.\r\nNew number.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toEqual({ liveryId: livery.id, number: 2 });

    const after = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${livery.id}` }));
    expect(after).toMatchObject({ id: livery.id, title: 'Versioned', favoriteCount: 1, downloadCount: 1 });
    expect(after.screenshots).toEqual(before.screenshots);
    expect(after.fileSize).not.toBe(before.fileSize);
    // Installs compare updatedAt: a new version is an update.
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));

    // My Liveries (and every list) shows the version number and the new update time.
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/liveries/my-liveries', headers: owner.headers }));
    expect(mine.find((l: { id: number }) => l.id === livery.id)).toMatchObject({
      currentVersion: 2,
      updatedAt: after.updatedAt,
    });

    const list = await versionsOf(livery.id);
    expect(list.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(list.versions[0]).toMatchObject({
      changelog: 'Sharper decals.\nNew number.',
      fileSize: after.fileSize,
      downloadCount: 0,
      isCurrent: true,
    });
    expect(list.versions[1]).toMatchObject({
      changelog: null,
      fileSize: before.fileSize,
      downloadCount: 1,
      isCurrent: false,
    });

    const newest = await t.app.inject({
      method: 'GET',
      url: json(await download(livery.id, '', owner.headers)).fileUrl,
    });
    expect(newest.rawPayload.length).toBe(after.fileSize);
    const old = await t.app.inject({ method: 'GET', url: json(await download(livery.id, '?version=1')).fileUrl });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.length).toBe(before.fileSize);
    expect(old.headers['content-disposition']).toBe(`attachment; filename="Versioned_${livery.id}_v1.zip"`);

    // Per version and in total: owner's newest, an anonymous client's v1, and the first one.
    const counted = await versionsOf(livery.id);
    expect(counted.versions.map((v: { downloadCount: number }) => v.downloadCount)).toEqual([1, 2]);
    expect(counted.totalDownloadCount).toBe(3);
    const detail = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${livery.id}` }));
    expect(detail.downloadCount).toBe(3);
  });

  it('replaces the gallery when screenshots are sent, and deletes the old images', async () => {
    const livery = await uploadLivery(t.app, owner);
    const before = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${livery.id}` }));
    const res = await postVersion(t.app, owner, livery.id, {
      screenshots: [await screenshot(800, 600), await screenshot(640, 480)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await t.app.inject({ method: 'GET', url: `/api/liveries/${livery.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const after = json(detail);
    expect(after.screenshots.map((s: { width: number }) => s.width)).toEqual([800, 640]);
    expect((await t.app.inject({ method: 'GET', url: before.screenshots[0].url })).statusCode).toBe(404);
  });

  it('numbers versions 1..n and answers 404 for a version that does not exist', async () => {
    const livery = await uploadLivery(t.app, owner);
    expect((await postVersion(t.app, owner, livery.id)).statusCode).toBe(201);
    expect(json(await postVersion(t.app, owner, livery.id)).number).toBe(3);
    const missing = await download(livery.id, '?version=9');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(LIVERY_VERSION_MESSAGES.versionNotFound);
    expect((await download(livery.id, '?version=0')).statusCode).toBe(400);
    expect((await download(livery.id, '?version=abc')).statusCode).toBe(400);
  });

  it('reads ?version= only as plain digits: " 1", "01", "1.0", "1e0" are a 400 that counts no download', async () => {
    const livery = await uploadLivery(t.app, owner);
    for (const written of [' 1', '01', '1.0', '1e0', '+1', '0x1']) {
      const res = await download(livery.id, `?version=${encodeURIComponent(written)}`);
      expect(res.statusCode, written).toBe(400);
      expect(json(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: LIVERY_VERSION_MESSAGES.versionInvalid });
    }
    expect((await versionsOf(livery.id)).totalDownloadCount).toBe(0);
    expect((await download(livery.id, '?version=1')).statusCode).toBe(200);
    expect((await versionsOf(livery.id)).totalDownloadCount).toBe(1);
  });
});

describe('who may publish', () => {
  it('refuses anonymous (401), another member (403), a banned uploader (403) and an unknown livery (404)', async () => {
    const livery = await uploadLivery(t.app, owner);
    expect((await postVersion(t.app, undefined, livery.id)).statusCode).toBe(401);
    const stranger = await postVersion(t.app, other, livery.id);
    expect(stranger.statusCode).toBe(403);
    expect(json(stranger).message).toBe(LIVERY_VERSION_MESSAGES.notUploader);
    expect((await postVersion(t.app, banned, livery.id)).statusCode).toBe(403);
    expect((await postVersion(t.app, owner, 999_999)).statusCode).toBe(404);
    expect((await versionsOf(livery.id)).versions).toHaveLength(1);
  });
});

describe('bad input leaves nothing behind', () => {
  let liveryId: number;
  beforeAll(async () => {
    liveryId = (await uploadLivery(t.app, owner)).id;
  });

  const cases: [string, Parameters<typeof postVersion>[3], number, string?][] = [
    ['no changelog', { changelog: null }, 400, LIVERY_VERSION_MESSAGES.changelogRequired],
    ['a blank changelog', { changelog: '   \n ' }, 400, LIVERY_VERSION_MESSAGES.changelogRequired],
    [
      'an overlong changelog',
      { changelog: 'x'.repeat(VERSION_LIMITS.changelogMax + 1) },
      400,
      LIVERY_VERSION_MESSAGES.changelogTooLong,
    ],
    [
      'a bidi control in the changelog',
      { changelog: 'Fixed \u202Eevil' },
      400,
      LIVERY_VERSION_MESSAGES.changelogInvalid,
    ],
    ['no zip', { zip: null }, 400],
    ['a file that is not a zip', { zip: Buffer.from('not a zip at all') }, 415],
    ['a field a version cannot change', { fields: { Title: 'Renamed' } }, 400],
  ];
  it.each(cases)('refuses %s', async (_name, spec, status, message) => {
    const before = await snapshot(t.app);
    const res = await postVersion(t.app, owner, liveryId, spec);
    expect(res.statusCode, res.body).toBe(status);
    if (message) expect(json(res).message).toBe(message);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('refuses a zip with the wrong entries, keeping version 1 current', async () => {
    const before = await snapshot(t.app);
    const zip = await zipBuffer([{ name: 'readme.txt', data: Buffer.from('hi') }]);
    expect((await postVersion(t.app, owner, liveryId, { zip })).statusCode).toBe(400);
    expect(await snapshot(t.app)).toEqual(before);
    expect((await versionsOf(liveryId)).versions.map((v: { number: number }) => v.number)).toEqual([1]);
  });
});

describe('deleting a livery', () => {
  it('removes every version and every version file', async () => {
    const livery = await uploadLivery(t.app, owner);
    expect((await postVersion(t.app, owner, livery.id, { zip: v2Zip })).statusCode).toBe(201);
    const db = t.app.deps.db.kysely;
    const keys = (
      await db.selectFrom('livery_version').select('file_key').where('livery_id', '=', livery.id).execute()
    ).map((r) => r.file_key);
    expect(keys).toHaveLength(2);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/liveries/${livery.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(await db.selectFrom('livery_version').select('id').where('livery_id', '=', livery.id).execute()).toEqual([]);
    for (const key of keys) expect(await t.app.deps.storage.stat(key)).toBeNull();
  });

  it('keeps older versions from the orphan sweep', async () => {
    const livery = await uploadLivery(t.app, owner);
    expect((await postVersion(t.app, owner, livery.id, { zip: v2Zip })).statusCode).toBe(201);
    const { sweepOrphanObjects } = await import('../../storage/sweep-orphan-objects');
    await sweepOrphanObjects(t.app.deps.db, t.app.deps.storage, t.app.log, { olderThanMs: -1 });
    const res = await download(livery.id, '?version=1');
    expect((await t.app.inject({ method: 'GET', url: json(res).fileUrl })).statusCode).toBe(200);
  });
});
