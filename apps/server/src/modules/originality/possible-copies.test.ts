import { POSSIBLE_COPY_LIMITS, REGION_MAP_RULES, UPLOAD_PARTS } from '@paddock/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, expectAdminOnly, json } from '../../test/admin-test-helpers';
import { createUser, type TestUser } from '../../test/factories';
import { DEFAULT_REGION_SHARES, postVersion, uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { outboxInbox } from '../../test/test-inbox';
import { drainNotificationEvents } from '../notifications/notification-drain';
import { designLiveryZip, designTexture, runFingerprintJob } from './test-set/design-livery';
import { NEAR_COPY_DISTANCE } from './thresholds';

const t = useTestApp({ UPLOADS_PER_HOUR: '1000' });
let admin: TestUser;

/** A real livery zip of test-set design `seed`; `edited`: its number changed, a near copy. */
const designZip = async (seed: number, edited = false) =>
  designLiveryZip(await designTexture(seed, edited ? { name: 'numberChanged', seed: seed + 1000 } : undefined));
/** A flat-view pair as the upload page sends one, in one colour. */
const flatView = async (r: number) => {
  const side = REGION_MAP_RULES.previewSize;
  const texture = await sharp({ create: { width: side, height: side, channels: 3, background: { r, g: 90, b: 200 } } })
    .webp()
    .toBuffer();
  return { previews: { texture, overlay: texture }, regionShares: DEFAULT_REGION_SHARES };
};

const upload = async (user: TestUser, seed: number, edited = false, title = `Design ${seed}`) =>
  uploadLivery(t.app, user, { zip: await designZip(seed, edited), fields: { [UPLOAD_PARTS.title]: title } });
const runJob = () => runFingerprintJob(t.app);
const casesOf = (liveryId: number) =>
  t.app.deps.db.kysely.selectFrom('possible_copy_case').selectAll().where('livery_id', '=', liveryId).execute();
const resolve = (id: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/possible-copies/${id}/resolve`,
    headers: admin.headers,
    payload: body,
  });
const members = () => Promise.all([createUser(t.app), createUser(t.app)]);

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin' });
});

describe('possible copies (issue 36 points 3 and 5)', () => {
  it('opens a case for a near copy by another member and notifies the original author', async () => {
    const [painter, copier] = await members();
    const original = await upload(painter, 1, false, 'Blue Thunder');
    await runJob();
    const copy = await upload(copier, 1, true, 'Blue Thunder (mine)');
    await runJob();
    const [opened] = await casesOf(copy.id);
    expect(opened).toMatchObject({ original_livery_id: original.id, source: 'fingerprint', status: 'Open' });
    expect(opened?.distance).toBeLessThanOrEqual(NEAR_COPY_DISTANCE);
    // The original came first: it is nobody's copy.
    expect(await casesOf(original.id)).toHaveLength(0);

    await drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
    const feed = json(await t.app.inject({ method: 'GET', url: '/api/notifications', headers: painter.headers }));
    expect(feed.items[0]).toMatchObject({ kind: 'possible-copy', liveryId: copy.id, excerpt: 'Blue Thunder' });
    const theirs = json(await t.app.inject({ method: 'GET', url: '/api/notifications', headers: copier.headers }));
    expect(theirs.items.filter((n: { kind: string }) => n.kind === 'possible-copy')).toHaveLength(0);
  });

  it("never counts a member's own liveries and versions", async () => {
    const [painter] = await members();
    const first = await upload(painter, 2);
    await runJob();
    const again = await upload(painter, 2, true);
    expect((await postVersion(t.app, painter, again.id, { zip: await designZip(2) })).statusCode).toBe(201);
    await runJob();
    expect([...(await casesOf(first.id)), ...(await casesOf(again.id))]).toHaveLength(0);
  });

  it('skips the original a livery declares it is based on while derivatives are allowed', async () => {
    const [painter, fan] = await members();
    const original = await upload(painter, 3);
    await runJob();
    const credited = await upload(fan, 3, true);
    const kysely = t.app.deps.db.kysely;
    await kysely.updateTable('livery').set({ based_on_livery_id: original.id }).where('id', '=', credited.id).execute();
    await runJob();
    expect(await casesOf(credited.id)).toHaveLength(0);

    // Derivatives forbidden: the declaration does not clear it.
    const [other] = await members();
    await kysely
      .updateTable('livery')
      .set({ allow_derivatives: t.app.deps.dialect.bool(false) })
      .where('id', '=', original.id)
      .execute();
    const forbidden = await upload(other as TestUser, 3, true);
    await kysely
      .updateTable('livery')
      .set({ based_on_livery_id: original.id })
      .where('id', '=', forbidden.id)
      .execute();
    await runJob();
    // (It also resembles the fan's credited livery, uploaded before it: a case of its own.)
    expect((await casesOf(forbidden.id)).map((c) => c.original_livery_id)).toContain(original.id);
  });

  it('remembers a false match: a new version of the same pair is not reopened', async () => {
    const [painter, copier] = await members();
    await upload(painter, 4);
    await runJob();
    const copy = await upload(copier, 4, true);
    await runJob();
    const [opened] = await casesOf(copy.id);
    const res = await resolve(opened?.id as number, { resolution: 'FalseMatch' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: 'FalseMatch', resolvedBy: { id: admin.id } });
    expect((await postVersion(t.app, copier, copy.id, { zip: await designZip(4, true) })).statusCode).toBe(201);
    await runJob();
    expect(await casesOf(copy.id)).toMatchObject([{ id: opened?.id, status: 'FalseMatch' }]);
    // Resolved once only.
    expect((await resolve(opened?.id as number, { resolution: 'Copy', message: 'No' })).statusCode).toBe(409);
    expect((await auditActions(t.app, 'possibleCopy')).map((a) => a.action)).toContain('possibleCopy.FalseMatch');
  });

  it('removes a copy through the admin removal and e-mails the uploader the message', async () => {
    const [painter, copier] = await members();
    await upload(painter, 5);
    await runJob();
    const copy = await upload(copier, 5, true, 'Not mine at all');
    await runJob();
    const [opened] = await casesOf(copy.id);
    const res = await resolve(opened?.id as number, {
      resolution: 'Copy',
      message: 'This is Design 5 by its painter.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ status: 'Copy', copy: { id: null, title: 'Not mine at all' } });
    expect((await t.app.inject({ method: 'GET', url: `/api/liveries/${copy.id}` })).statusCode).toBe(404);
    const mail = await outboxInbox(() => t.app).last(copier.email, 'Your Paddock livery was removed');
    expect(mail.text).toContain('This is Design 5 by its painter.');
    const actions = (await auditActions(t.app, 'livery')).filter((a) => String(a.targetId) === String(copy.id));
    expect(actions.map((a) => a.action)).toEqual(['livery.delete']);
  });

  it('permits a copy by crediting it as based on the original', async () => {
    const [painter, fan] = await members();
    const original = await upload(painter, 6, false, 'Orange Wave');
    await runJob();
    const copy = await upload(fan, 6, true);
    await runJob();
    const [opened] = await casesOf(copy.id);
    expect((await resolve(opened?.id as number, { resolution: 'Permitted' })).statusCode).toBe(200);
    const row = await t.app.deps.db.kysely
      .selectFrom('livery')
      .select(['based_on_livery_id', 'based_on_name'])
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ based_on_livery_id: original.id, based_on_name: 'Orange Wave' });
  });

  it('puts a stolen-content report in the queue against the nearest match, and resolving closes the report', async () => {
    const [painter, copier] = await members();
    const reporter = await createUser(t.app);
    const original = await upload(painter, 7);
    const copy = await upload(copier, 7, true);
    // Both fingerprinted before the report; the job opened the pair's case already.
    await runJob();
    const filed = await t.app.inject({
      method: 'POST',
      url: `/api/reports/livery/${copy.id}`,
      headers: reporter.headers,
      payload: { reason: 'StolenContent', comment: 'This is Design 7 by someone else.' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const [opened] = await casesOf(copy.id);
    expect(opened).toMatchObject({ original_livery_id: original.id, report_id: json(filed).id });
    const one = json(
      await t.app.inject({ method: 'GET', url: `/api/admin/possible-copies/${opened?.id}`, headers: admin.headers }),
    );
    expect(one.report).toMatchObject({ comment: 'This is Design 7 by someone else.' });
    expect(one.original).toMatchObject({ id: original.id, colour: expect.stringMatching(/^[0-9a-f]{12}$/) });

    // A report of a livery nothing resembles still reaches the queue, with no original.
    const lonely = await upload(copier, 8);
    await runJob();
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/reports/livery/${lonely.id}`,
      headers: reporter.headers,
      payload: { reason: 'StolenContent', comment: null },
    });
    expect(other.statusCode).toBe(201);
    expect(await casesOf(lonely.id)).toMatchObject([{ source: 'report', original_livery_id: null }]);

    expect((await resolve(opened?.id as number, { resolution: 'FalseMatch' })).statusCode).toBe(200);
    const report = await t.app.deps.db.kysely
      .selectFrom('report')
      .select('status')
      .where('id', '=', json(filed).id)
      .executeTakeFirstOrThrow();
    expect(report.status).toBe('Resolved');
  });

  it('shows both flat views and a difference image, and lists cases by status with counts', async () => {
    const [painter, copier] = await members();
    await uploadLivery(t.app, painter, { zip: await designZip(9), ...(await flatView(20)) });
    await runJob();
    const copy = await uploadLivery(t.app, copier, { zip: await designZip(9, true), ...(await flatView(220)) });
    await runJob();
    const [opened] = await casesOf(copy.id);
    const one = json(
      await t.app.inject({ method: 'GET', url: `/api/admin/possible-copies/${opened?.id}`, headers: admin.headers }),
    );
    expect(one.copy.flatViewUrl).toEqual(expect.any(String));
    expect(one.original.flatViewUrl).toEqual(expect.any(String));
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/admin/possible-copies/${opened?.id}/difference.png`,
      headers: admin.headers,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });

    const page = json(
      await t.app.inject({ method: 'GET', url: '/api/admin/possible-copies?status=Open', headers: admin.headers }),
    );
    expect(page.items.every((c: { status: string }) => c.status === 'Open')).toBe(true);
    expect(page.counts.Open).toBe(page.totalCount);
    expect(page.counts.FalseMatch).toBeGreaterThan(0);
    expect(POSSIBLE_COPY_LIMITS.casesPerVersion).toBe(3);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/admin/possible-copies' });
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/admin/possible-copies/1' });
    await expectAdminOnly(t.app, { method: 'GET', url: '/api/admin/possible-copies/1/difference.png' });
    await expectAdminOnly(t.app, {
      method: 'POST',
      url: '/api/admin/possible-copies/1/resolve',
      payload: { resolution: 'FalseMatch' },
    });
  });
});
