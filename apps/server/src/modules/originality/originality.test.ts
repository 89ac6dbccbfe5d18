import { FINGERPRINT_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, expectAdminOnly, json } from '../../test/admin-test-helpers';
import { createUser, insertLiveryRow, type TestUser } from '../../test/factories';
import { postVersion, uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { createFingerprintBackfill } from './fingerprint-job';
import { createFingerprintsRepository, MAX_ATTEMPTS } from './fingerprints.repository';

const t = useTestApp({ UPLOADS_PER_HOUR: '1000' });
let painter: TestUser;
let copier: TestUser;
let admin: TestUser;

const backfill = () => {
  const { backgroundDb, storage, tempFiles, log } = t.app.deps;
  return createFingerprintBackfill({ db: backgroundDb, storage, tempFiles, log });
};
/** The rows the job wrote (a version waits as a row with 0 attempts, 0034). */
const fingerprintOf = (liveryId: number) =>
  t.app.deps.db.kysely
    .selectFrom('livery_fingerprint')
    .selectAll()
    .where('livery_id', '=', liveryId)
    .where('attempts', '>', 0)
    .execute();
const queuedOf = (liveryId: number) =>
  t.app.deps.db.kysely
    .selectFrom('livery_fingerprint')
    .select(['texture_hash', 'attempts'])
    .where('livery_id', '=', liveryId)
    .execute();
const status = async () =>
  json(await t.app.inject({ method: 'GET', url: '/api/admin/fingerprints', headers: admin.headers }));
const setPaused = (paused: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/fingerprints', headers: admin.headers, payload: { paused } });

beforeAll(async () => {
  painter = await createUser(t.app);
  copier = await createUser(t.app);
  admin = await createUser(t.app, { role: 'admin' });
});

describe('texture fingerprints (issue 36)', () => {
  it('fingerprints an upload and each new version in the background, and finds a re-upload by another member', async () => {
    const original = await uploadLivery(t.app, painter);
    const version = await postVersion(t.app, painter, original.id);
    expect(version.statusCode, version.body).toBe(201);
    await backfill().run();
    const rows = await fingerprintOf(original.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.texture_hash).toMatch(/^[0-9a-f]{16}$/);
      expect(row.region_hash).toMatch(/^[0-9a-f]{16}$/);
      expect(row.colour).toMatch(/^[0-9a-f]{12}$/);
      expect(row.error).toBeNull();
    }

    const copy = await uploadLivery(t.app, copier);
    await backfill().run();
    const [copied] = await fingerprintOf(copy.id);
    const repo = createFingerprintsRepository(t.app.deps.db.kysely);
    const near = await repo.nearestFingerprints(copied?.texture_hash as string, 11, copier.id);
    expect(near.map((n) => n.liveryId)).toEqual([original.id, original.id]);
    expect(near[0]).toMatchObject({ uploaderId: painter.id, distance: 0 });
    // A member's own liveries and versions never count.
    const own = await repo.nearestFingerprints(rows[0]?.texture_hash as string, 11, painter.id);
    expect(own.map((n) => n.liveryId)).toEqual([copy.id]);
  });

  it('records a version it cannot read, retries it a few times, and never touches the livery', async () => {
    const broken = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId: 1, title: 'Zip gone' });
    for (let i = 0; i < MAX_ATTEMPTS + 1; i += 1) await backfill().run();
    const [row] = await fingerprintOf(broken);
    expect(row).toMatchObject({ texture_hash: null, attempts: MAX_ATTEMPTS, error: expect.any(String) });
    const page = await t.app.inject({ method: 'GET', url: `/api/liveries/${broken}` });
    expect(page.statusCode).toBe(200);
    expect(await status()).toMatchObject({ failed: 1 });
  });

  it('is paused and resumed by an admin, audited, with its progress', async () => {
    const res = await setPaused(true);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ paused: true });
    const waiting = await uploadLivery(t.app, painter);
    expect(await backfill().run()).toBe(0);
    expect(await fingerprintOf(waiting.id)).toHaveLength(0);
    // Queued in the upload's own transaction: the job reads its queue, not every version.
    expect(await queuedOf(waiting.id)).toEqual([{ texture_hash: null, attempts: 0 }]);
    // Pausing twice records one change.
    await setPaused(true);

    const resumed = json(await setPaused(false));
    expect(resumed.paused).toBe(false);
    await backfill().run();
    expect(await fingerprintOf(waiting.id)).toHaveLength(1);
    const progress = await status();
    expect(progress).toEqual({ paused: false, versions: 5, fingerprinted: 4, failed: 1 });
    expect((await auditActions(t.app, 'fingerprints')).map((a) => a.action)).toEqual([
      'originality.backfillPaused',
      'originality.backfillResumed',
    ]);
  });

  it('refuses a bad body with a message, and everyone but admins', async () => {
    const res = await setPaused('yes');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain(FINGERPRINT_MESSAGES.pausedRequired);
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/admin/fingerprints' });
    await expectAdminOnly(t.app, { method: 'PUT', url: '/api/admin/fingerprints', payload: { paused: true } });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(Object.keys(doc.paths['/api/admin/fingerprints'])).toEqual(expect.arrayContaining(['get', 'put']));
  });
});
