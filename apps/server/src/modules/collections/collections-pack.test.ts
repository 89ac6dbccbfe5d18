import { COLLECTION_LIMITS, COLLECTION_MESSAGES, PackManifestSchema } from '@paddock/contract';
import { unzipEntries } from '@paddock/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { liveryZip, postVersion, uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let owner: TestUser;
let other: TestUser;
let liveries: { id: number; title: string }[];

async function storedFiles(liveryId: number): Promise<Map<string, Buffer>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/liveries/${liveryId}` });
  const fileUrl = new URL(json(res).liveryFileUrl, 'http://localhost');
  const file = await t.app.inject({ method: 'GET', url: fileUrl.pathname + fileUrl.search });
  return unzipEntries(file.rawPayload);
}

/** The pack of collection `id`, downloaded by its owner: its files by name and its manifest. */
async function downloadPack(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/collections/${id}/pack.zip`, headers: owner.headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const files = await unzipEntries(res.rawPayload);
  const manifest = PackManifestSchema.parse(JSON.parse((files.get('pack.json') as Buffer).toString('utf8')));
  return { files, manifest };
}

/** Records `bytes` as the size of the livery's stored zip (the pack limit adds these up); returns the size it had. */
async function setRecordedSize(liveryId: number, bytes: number): Promise<number> {
  const db = t.app.deps.db.kysely;
  const { file_size } = await db
    .selectFrom('livery')
    .select('file_size')
    .where('id', '=', liveryId)
    .executeTakeFirstOrThrow();
  await db.updateTable('livery').set({ file_size: bytes }).where('id', '=', liveryId).execute();
  return Number(file_size);
}

beforeAll(async () => {
  [owner, other] = await Promise.all([createUser(t.app, { username: 'PackMaker' }), createUser(t.app)]);
  liveries = [
    await uploadLivery(t.app, owner, { fields: { Title: 'Blue/Orange: Gulf?' } }),
    await uploadLivery(t.app, other, { fields: { Title: 'Silver Arrow' } }),
  ];
});

describe('league pack download', () => {
  it('streams one zip with each livery in its own folder and a pack.json manifest', async () => {
    const [a, b] = liveries as unknown as [{ id: number }, { id: number }];
    const c = await createCollection(t.app, owner, {
      name: 'Sprint Cup S1',
      visibility: 'public',
      isLeaguePack: true,
      liveryIds: [b.id, a.id],
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/collections/${c.id}/entries/${a.id}`,
      headers: owner.headers,
      payload: { carNumber: '07', driverOrTeam: 'Team Apex' },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/collections/${c.id}/pack.zip` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Sprint_Cup_S1_${c.id}_pack.zip"`);

    const files = await unzipEntries(res.rawPayload);
    const manifest = PackManifestSchema.parse(JSON.parse((files.get('pack.json') as Buffer).toString('utf8')));
    expect(manifest).toMatchObject({ name: 'Sprint Cup S1', createdBy: 'PackMaker' });
    expect(manifest.entries.map((e) => [e.carNumber, e.driverOrTeam, e.liveryId, e.folder])).toEqual([
      [null, null, b.id, '01 - Silver Arrow'],
      ['07', 'Team Apex', a.id, '07 - Team Apex - BlueOrange Gulf'],
    ]);
    expect([...files.keys()].sort()).toEqual(
      [
        '01 - Silver Arrow/customskin.tga',
        '01 - Silver Arrow/customskin_region.tga',
        '07 - Team Apex - BlueOrange Gulf/customskin.tga',
        '07 - Team Apex - BlueOrange Gulf/customskin_region.tga',
        'pack.json',
      ].sort(),
    );
    // The TGAs are byte for byte the ones in each livery's own download.
    const stored = await storedFiles(a.id);
    expect(
      files.get('07 - Team Apex - BlueOrange Gulf/customskin.tga')?.equals(stored.get('customskin.tga') as Buffer),
    ).toBe(true);
    expect(
      files
        .get('07 - Team Apex - BlueOrange Gulf/customskin_region.tga')
        ?.equals(stored.get('customskin_region.tga') as Buffer),
    ).toBe(true);
  });

  it('is for league packs with liveries, of their owner or public', async () => {
    const plain = await createCollection(t.app, owner, { visibility: 'public', liveryIds: [liveries[0]?.id ?? 0] });
    const notPack = await t.app.inject({ method: 'GET', url: `/api/collections/${plain.id}/pack.zip` });
    expect(notPack.statusCode).toBe(409);
    expect(json(notPack).message).toBe(COLLECTION_MESSAGES.notALeaguePack);

    const empty = await createCollection(t.app, owner, { visibility: 'public', isLeaguePack: true });
    const emptyRes = await t.app.inject({ method: 'GET', url: `/api/collections/${empty.id}/pack.zip` });
    expect(emptyRes.statusCode).toBe(409);
    expect(json(emptyRes).message).toBe(COLLECTION_MESSAGES.packEmpty);

    const secret = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds: [liveries[0]?.id ?? 0] });
    const url = `/api/collections/${secret.id}/pack.zip`;
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
  });

  it(`allows ${COLLECTION_LIMITS.packDownloadsPerHour} pack downloads an hour per member, then 429 with Retry-After`, async () => {
    const downloader = await createUser(t.app);
    const c = await createCollection(t.app, owner, {
      visibility: 'public',
      isLeaguePack: true,
      liveryIds: [liveries[0]?.id ?? 0],
    });
    const url = `/api/collections/${c.id}/pack.zip`;
    for (let i = 0; i < COLLECTION_LIMITS.packDownloadsPerHour; i++) {
      expect((await t.app.inject({ method: 'GET', url, headers: downloader.headers })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'GET', url, headers: downloader.headers });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused).message).toMatch(/packs this hour/);
    // Someone else still may.
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(200);
  });

  it(`answers 413 when the stored zips add up to more than ${COLLECTION_LIMITS.packMaxBytes} bytes, and streams at the limit`, async () => {
    const ids = liveries.map((l) => l.id);
    const c = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds: ids });
    const url = `/api/collections/${c.id}/pack.zip`;
    // The limit adds up the sizes the database records, so the test records large ones instead of writing a gigabyte.
    const half = COLLECTION_LIMITS.packMaxBytes / 2;
    const before = [await setRecordedSize(ids[0] as number, half), await setRecordedSize(ids[1] as number, half)];
    try {
      expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
      await setRecordedSize(ids[1] as number, half + 1);
      const refused = await t.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(refused.statusCode).toBe(413);
      expect(json(refused)).toMatchObject({ code: 'PACK_TOO_LARGE', message: COLLECTION_MESSAGES.packTooLarge });
    } finally {
      await setRecordedSize(ids[0] as number, before[0] as number);
      await setRecordedSize(ids[1] as number, before[1] as number);
    }
  });

  it('answers 503 before the first byte when a livery’s file is missing from storage', async () => {
    const gone = await uploadLivery(t.app, owner, { fields: { Title: 'Lost File' } });
    const c = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds: [liveries[0]?.id ?? 0, gone.id] });
    const { file_key } = await t.app.deps.db.kysely
      .selectFrom('livery')
      .select('file_key')
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow();
    await t.app.deps.storage.delete(file_key);
    const res = await t.app.inject({ method: 'GET', url: `/api/collections/${c.id}/pack.zip`, headers: owner.headers });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toMatchObject({ code: 'PACK_FILE_MISSING', message: COLLECTION_MESSAGES.packFileMissing });
  });

  it('gives a folder that would repeat another, in any letter case, a " (2)", " (3)" suffix', async () => {
    // Whatever the folder-name rules, the same number, team and title (in any case) make the same name.
    const twins = [
      liveries[1] as { id: number },
      await uploadLivery(t.app, owner, { fields: { Title: 'Silver Arrow' } }),
      await uploadLivery(t.app, owner, { fields: { Title: 'SILVER ARROW' } }),
    ];
    const c = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds: twins.map((l) => l.id) });
    for (const { id } of twins) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/collections/${c.id}/entries/${id}`,
        headers: owner.headers,
        payload: { carNumber: '44', driverOrTeam: 'Twin Team' },
      });
    }
    const { files, manifest } = await downloadPack(c.id);
    const [first, second, third] = manifest.entries.map((e) => e.folder);
    expect(second).toBe(`${first} (2)`);
    expect(third?.toLowerCase()).toBe(`${first} (3)`.toLowerCase());
    for (const folder of [first, second, third]) expect(files.has(`${folder}/customskin.tga`), folder).toBe(true);
    expect(files.size).toBe(7);
  });

  it('takes the newest version of a livery with two', async () => {
    const versioned = await uploadLivery(t.app, owner, { fields: { Title: 'Two Versions' } });
    const v1 = await storedFiles(versioned.id);
    const v2Zip = await liveryZip({ bpp: 24 });
    expect((await postVersion(t.app, owner, versioned.id, { zip: v2Zip })).statusCode).toBe(201);
    const v2 = await unzipEntries(v2Zip);
    const c = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds: [versioned.id] });
    const { files, manifest } = await downloadPack(c.id);
    const folder = manifest.entries[0]?.folder;
    for (const name of ['customskin.tga', 'customskin_region.tga']) {
      const packed = files.get(`${folder}/${name}`) as Buffer;
      expect(packed.equals(v2.get(name) as Buffer), name).toBe(true);
    }
    expect(files.get(`${folder}/customskin.tga`)?.equals(v1.get('customskin.tga') as Buffer)).toBe(false);
  });
});
