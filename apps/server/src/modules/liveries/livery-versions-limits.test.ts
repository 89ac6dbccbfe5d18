import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createUser } from '../../test/factories';
import { smallTgaPair } from '../../test/fixtures';
import { liveryZip, postUpload, postVersion, zipBuffer } from '../../test/livery-factory';
import { stateCounts } from '../../test/security/security-world';
import { createTestApp, type TestContext } from '../../test/test-app';

const MB = 1024 * 1024;
let smallZip: Buffer;
/** A 1024² 32-bit noise livery: barely compressible, a few megabytes. */
let bigZip: Buffer;

beforeAll(async () => {
  const pair = smallTgaPair();
  smallZip = await zipBuffer([
    { name: 'customskin.tga', data: pair.livery },
    { name: 'customskin_region.tga', data: pair.regionMap },
  ]);
  bigZip = await liveryZip();
});

function withApp(overrides: Record<string, string>) {
  const ref: { ctx?: TestContext } = {};
  beforeAll(async () => {
    ref.ctx = await createTestApp(overrides);
  });
  afterAll(async () => {
    await ref.ctx?.close();
  });
  return () => ref.ctx?.app as App;
}

const usedBytes = async (app: App, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/users/me/storage', headers })).json().usedBytes as number;

describe('a new version and the upload limits', () => {
  const app = withApp({ UPLOAD_QUOTA_MB: '6', UPLOADS_PER_HOUR: '2' });

  it('keeps every version in the quota, refuses one that would not fit (413) and takes an hourly slot (429)', async () => {
    const member = await createUser(app());
    const first = await postUpload(app(), member, { zip: smallZip });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().id as number;
    const before = await usedBytes(app(), member.headers);

    // The old zip stays stored: the quota now counts both.
    expect((await postVersion(app(), member, id, { zip: smallZip })).statusCode).toBe(201);
    const zips = await app()
      .deps.db.kysely.selectFrom('livery_version')
      .select('file_size')
      .where('livery_id', '=', id)
      .execute();
    expect(zips).toHaveLength(2);
    expect(await usedBytes(app(), member.headers)).toBe(before + Number(zips[1]?.file_size ?? zips[0]?.file_size));

    // Two writes this hour: the third is refused before anything is stored.
    const counts = await stateCounts(app());
    const limited = await postVersion(app(), member, id, { zip: smallZip });
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await stateCounts(app())).toEqual(counts);

    // Another member, near the quota, cannot add a big version.
    const other = await createUser(app());
    const theirs = await postUpload(app(), other, { zip: bigZip });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const full = await postVersion(app(), other, theirs.json().id, { zip: bigZip });
    expect(full.statusCode, full.body).toBe(413);
    expect(full.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await usedBytes(app(), other.headers)).toBeLessThan(6 * MB);
  });
});
