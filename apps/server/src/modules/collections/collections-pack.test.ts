import { COLLECTION_LIMITS, COLLECTION_MESSAGES, PackManifestSchema } from '@paddock/contract';
import { unzipEntries } from '@paddock/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
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
});
