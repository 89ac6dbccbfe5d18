import { fingerprintTgaStream, TEXTURE_MATCH_LIMITS, TEXTURE_MATCH_MESSAGES } from '@paddock/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { createUser, insertLiveryRow, type TestUser } from '../../test/factories';
import { encodeTga } from '../../test/fixtures/tga-writer';
import { postVersion, uploadLivery, zipBuffer } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { createFingerprintBackfill } from './fingerprint-job';
import { createFingerprintsRepository } from './fingerprints.repository';
import { rgbToTga } from './test-set/build-test-set';
import { designEdits, designSvg, makeDesign, seededRandom } from './test-set/designs';
import { NEAR_COPY_DISTANCE } from './thresholds';

const t = useTestApp({ UPLOADS_PER_HOUR: '1000' });
let painter: TestUser;
let copier: TestUser;
const SIZE = 1024;

/** A test-set design as a real 1024² customskin.tga (sponsor swapped with `edited`). */
async function designTga(seed: number, edited = false): Promise<Buffer> {
  const design = makeDesign(seed);
  const drawn = edited ? designEdits.sponsorSwapped(design, seededRandom(seed + 1)) : design;
  const rgb = await sharp(Buffer.from(designSvg(drawn, SIZE)))
    .removeAlpha()
    .raw()
    .toBuffer();
  return rgbToTga(rgb, SIZE, SIZE);
}
const zipOf = (texture: Buffer) =>
  zipBuffer([
    { name: 'customskin.tga', data: texture },
    { name: 'customskin_region.tga', data: encodeTga({ size: SIZE, bpp: 24, rle: true, pattern: 'regions' }) },
  ]);
/** The hash as the upload page's worker computes it: the contract's code on a File's stream. */
const browserHash = async (tga: Buffer) => (await fingerprintTgaStream(new Blob([tga]).stream())).hash;
const ask = (user: TestUser | null, textureHash: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/originality/matches',
    headers: user?.headers ?? {},
    payload: { textureHash },
  });
const runJob = () => {
  const { backgroundDb, storage, tempFiles, log } = t.app.deps;
  return createFingerprintBackfill({ db: backgroundDb, storage, tempFiles, log }).run();
};

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
