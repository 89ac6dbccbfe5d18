import {
  fingerprintTgaStream,
  LIVERY_VERSION_MESSAGES,
  TEXTURE_MATCH_LIMITS,
  TEXTURE_MATCH_MESSAGES,
} from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { createUser, insertLiveryRow, type TestUser } from '../../test/factories';
import { postVersion, uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { createFingerprintsRepository } from './fingerprints.repository';
import { designLiveryZip, designTexture, runFingerprintJob } from './test-set/design-livery';
import { NEAR_COPY_DISTANCE } from './thresholds';

const t = useTestApp({ UPLOADS_PER_HOUR: '1000' });
let painter: TestUser;
let copier: TestUser;
const designTga = (seed: number, edited = false) =>
  designTexture(seed, edited ? { name: 'sponsorSwapped', seed: seed + 1 } : undefined);
const zipOf = designLiveryZip;
/** The hash as the upload page's worker computes it: the contract's code on a File's stream. */
const browserHash = async (tga: Buffer) => (await fingerprintTgaStream(new Blob([tga]).stream())).hash;
const ask = (user: TestUser | null, textureHash: unknown, liveryId?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/originality/matches',
    headers: user?.headers ?? {},
    payload: { textureHash, liveryId },
  });
const runJob = () => runFingerprintJob(t.app);

let original: { id: number; title: string };
let originalTga: Buffer;
let copyTga: Buffer;

beforeAll(async () => {
  painter = await createUser(t.app);
  copier = await createUser(t.app);
  originalTga = await designTga(3601);
  copyTga = await designTga(3601, true);
  original = await uploadLivery(t.app, painter, { zip: await zipOf(originalTga), fields: { Title: 'Blue Lightning' } });
  // A second version: still one answer for the livery.
  expect((await postVersion(t.app, painter, original.id, { zip: await zipOf(originalTga) })).statusCode).toBe(201);
  await runJob();
});

describe('POST /api/originality/matches (issue 36 point 3)', () => {
  it('stores, for an upload, the very hash the browser computes from the picked file', async () => {
    const stored = await t.app.deps.db.kysely
      .selectFrom('livery_fingerprint')
      .select('texture_hash')
      .where('livery_id', '=', original.id)
      .execute();
    expect(stored.map((row) => row.texture_hash)).toEqual([
      await browserHash(originalTga),
      await browserHash(originalTga),
    ]);
  });

  it('answers another member the livery their texture is a near copy of, once, with what the warning shows', async () => {
    const res = await ask(copier, (await browserHash(copyTga)).toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const { matches } = json(res);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({
      liveryId: original.id,
      title: 'Blue Lightning',
      authorId: painter.id,
      authorName: painter.username,
      thumbnailUrl: expect.any(String),
      allowDerivatives: true,
    });
    expect(matches[0].distance).toBeLessThanOrEqual(NEAR_COPY_DISTANCE);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never counts the caller’s own liveries, and finds nothing for a different texture', async () => {
    expect(json(await ask(painter, await browserHash(originalTga)))).toEqual({ matches: [] });
    expect(json(await ask(copier, await browserHash(await designTga(4242))))).toEqual({ matches: [] });
  });

  it('says when the author does not allow derivatives, and answers at most five liveries, nearest first', async () => {
    await t.app.deps.db.kysely
      .updateTable('livery')
      .set({ allow_derivatives: t.app.deps.dialect.bool(false) })
      .where('id', '=', original.id)
      .execute();
    const hash = await browserHash(originalTga);
    const repo = createFingerprintsRepository(t.app.deps.db.kysely);
    for (let i = 0; i < TEXTURE_MATCH_LIMITS.max + 1; i += 1) {
      const id = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId: 1, title: `Same ${i}` });
      const version = await t.app.deps.db.kysely
        .selectFrom('livery_version')
        .select('id')
        .where('livery_id', '=', id)
        .executeTakeFirstOrThrow();
      // One bit off the original's hash: farther than it.
      const flipped = (BigInt(`0x${hash}`) ^ 1n).toString(16).padStart(16, '0');
      await repo.save({ id: version.id, liveryId: id }, { hash: flipped, colour: '000000000000' }, null);
    }
    const { matches } = json(await ask(copier, hash));
    expect(matches).toHaveLength(TEXTURE_MATCH_LIMITS.max);
    expect(matches[0]).toMatchObject({ liveryId: original.id, distance: 0, allowDerivatives: false });
    expect(matches.slice(1).map((m: { distance: number }) => m.distance)).toEqual([1, 1, 1, 1]);
  });

  it('refuses a bad hash with a message, strangers, and a member past the limit', async () => {
    const bad = await ask(copier, 'not-a-hash');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toContain(TEXTURE_MATCH_MESSAGES.hashInvalid);
    expect((await ask(null, '0123456789abcdef')).statusCode).toBe(401);

    const busy = await createUser(t.app);
    for (let i = 0; i < TEXTURE_MATCH_LIMITS.perMinute; i += 1) {
      expect((await ask(busy, '0123456789abcdef')).statusCode).toBe(200);
    }
    const limited = await ask(busy, '0123456789abcdef');
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toBe(TEXTURE_MATCH_MESSAGES.rateLimitedMinute);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/originality/matches for a new version (liveryId)', () => {
  const matchedIds = async (user: TestUser, hash: string, liveryId?: number) => {
    const res = await ask(user, hash, liveryId);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).matches.map((m: { liveryId: number }) => m.liveryId);
  };
  const casesOf = (liveryId: number) =>
    t.app.deps.db.kysely.selectFrom('possible_copy_case').selectAll().where('livery_id', '=', liveryId).execute();

  it('answers what would open a case for that livery: earlier liveries, not its declared original, not judged pairs', async () => {
    const [first, second, third, admin] = await Promise.all([
      createUser(t.app),
      createUser(t.app),
      createUser(t.app),
      createUser(t.app, { role: 'admin' }),
    ]);
    const originalTexture = await designTga(3701);
    const nearCopy = await browserHash(await designTga(3701, true));
    const older = await uploadLivery(t.app, first, { zip: await zipOf(originalTexture) });
    // Uploaded before the declaring one: that one's near-copy version, later, is no original of it.
    const undeclared = await uploadLivery(t.app, third, { zip: await zipOf(await designTga(3703)) });
    const declaring = await uploadLivery(t.app, second, { zip: await zipOf(await designTga(3702)) });
    await runJob();

    // The first member's version is close to nothing uploaded before theirs, though a new upload would be warned of the later liveries.
    const laterTexture = await browserHash(await designTga(3702));
    expect(await matchedIds(first, laterTexture)).toEqual([declaring.id]);
    expect(await matchedIds(first, laterTexture, older.id)).toEqual([]);

    // Declared with the version: no warning once declared, and the job opens no case.
    expect(await matchedIds(second, nearCopy, declaring.id)).toEqual([older.id]);
    const declared = await postVersion(t.app, second, declaring.id, {
      zip: await zipOf(await designTga(3701, true)),
      fields: { basedOnLiveryId: String(older.id), basedOnNote: 'They said yes.' },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    await runJob();
    expect(await casesOf(declaring.id)).toHaveLength(0);
    expect(await matchedIds(second, nearCopy, declaring.id)).toEqual([]);

    // Published anyway: the case opens, the warning still shows while it is open, and not once judged a false match.
    expect(
      (await postVersion(t.app, third, undeclared.id, { zip: await zipOf(await designTga(3701, true)) })).statusCode,
    ).toBe(201);
    await runJob();
    const [opened] = await casesOf(undeclared.id);
    expect(opened).toMatchObject({ original_livery_id: older.id, status: 'Open' });
    expect(await matchedIds(third, nearCopy, undeclared.id)).toEqual([older.id]);
    const judged = await t.app.inject({
      method: 'POST',
      url: `/api/admin/possible-copies/${opened?.id}/resolve`,
      headers: admin.headers,
      payload: { resolution: 'FalseMatch' },
    });
    expect(judged.statusCode, judged.body).toBe(200);
    expect(await matchedIds(third, nearCopy, undeclared.id)).toEqual([]);
  });

  it('asks only of the caller’s own livery, named by its id', async () => {
    const [owner, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const livery = await uploadLivery(t.app, owner);
    const hash = '0123456789abcdef';
    const stranger = await ask(other, hash, livery.id);
    expect(stranger.statusCode).toBe(403);
    expect(json(stranger).message).toBe(LIVERY_VERSION_MESSAGES.notUploader);
    expect((await ask(owner, hash, 2_147_000_000)).statusCode).toBe(404);
    for (const bad of ['12', 0, 1.5, -3]) {
      const res = await ask(owner, hash, bad);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toContain(TEXTURE_MATCH_MESSAGES.liveryIdInvalid);
    }
  });
});
