import { Readable } from 'node:stream';
import { LIMITS, UPLOAD_LIMIT_MESSAGES, UPLOAD_TRIES_PER_PUBLISH } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import { createUser, type TestUser } from '../../../test/factories';
import { smallTgaPair } from '../../../test/fixtures';
import { liveryZip, postUpload, uploadForm, zipBuffer } from '../../../test/livery-factory';
import { stateCounts } from '../../../test/security/security-world';
import { createTestApp, type TestContext } from '../../../test/test-app';

const MB = 1024 * 1024;
let smallZip: Buffer;
/** A 1024² 32-bit noise livery: barely compressible, so its upload is a few megabytes. */
let bigZip: Buffer;

beforeAll(async () => {
  const pair = smallTgaPair();
  smallZip = await zipBuffer([
    { name: 'customskin.tga', data: pair.livery },
    { name: 'customskin_region.tga', data: pair.regionMap },
  ]);
  bigZip = await liveryZip();
});

const upload = (app: App, user: TestUser) => postUpload(app, user, { zip: smallZip });
const usage = async (app: App, user: TestUser) =>
  (await app.inject({ method: 'GET', url: '/api/users/me/storage', headers: user.headers })).json();

function withApp(overrides: Record<string, string> = {}) {
  const ref: { ctx?: TestContext } = {};
  beforeAll(async () => {
    ref.ctx = await createTestApp(overrides);
  });
  afterAll(async () => {
    await ref.ctx?.close();
  });
  return () => ref.ctx?.app as App;
}

describe('uploads per hour', () => {
  const app = withApp();

  it(`publishes ${LIMITS.uploadsPerHour} an hour, refuses the next with 429 and Retry-After, storing nothing`, async () => {
    const member = await createUser(app());
    // A refused upload stores nothing, so it does not use up the hour.
    expect((await postUpload(app(), member, { zip: Buffer.from('not a zip') })).statusCode).toBe(415);
    for (let i = 0; i < LIMITS.uploadsPerHour; i += 1) {
      const res = await upload(app(), member);
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await stateCounts(app());
    const res = await upload(app(), member);
    expect(res.statusCode, res.body).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(res.json()).toEqual({
      statusCode: 429,
      code: 'UPLOAD_RATE_LIMITED',
      message: UPLOAD_LIMIT_MESSAGES.rateLimited(LIMITS.uploadsPerHour, 60),
    });
    expect(await stateCounts(app())).toEqual(before);
    // Another member is not affected.
    expect((await upload(app(), await createUser(app()))).statusCode).toBe(201);
  });
});

describe('upload tries per hour', () => {
  const app = withApp({ UPLOADS_PER_HOUR: '1' });

  it(`counts refused tries too, up to ${UPLOAD_TRIES_PER_PUBLISH} per livery an hour: each is inspected whole first`, async () => {
    const member = await createUser(app());
    for (let i = 0; i < UPLOAD_TRIES_PER_PUBLISH; i += 1) {
      expect((await postUpload(app(), member, { zip: Buffer.from('not a zip') })).statusCode).toBe(415);
    }
    const res = await upload(app(), member);
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().message).toBe(UPLOAD_LIMIT_MESSAGES.triesLimited(UPLOAD_TRIES_PER_PUBLISH, 60));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(55 * 60);
  });
});

describe('storage quota', () => {
  const app = withApp({ UPLOAD_QUOTA_MB: '6' });

  it('counts zips and screenshots, refuses with 413 before storing what would not fit, and frees space on delete', async () => {
    const member = await createUser(app());
    expect(bigZip.length).toBeGreaterThan(3 * MB);
    expect(await usage(app(), member)).toEqual({ usedBytes: 0, quotaBytes: 6 * MB });
    const first = await postUpload(app(), member, { zip: bigZip });
    expect(first.statusCode, first.body).toBe(201);
    const used = (await usage(app(), member)).usedBytes;
    const db = app().deps.db.kysely;
    const zip = await db
      .selectFrom('livery')
      .select('file_size')
      .where('id', '=', first.json().id)
      .executeTakeFirstOrThrow();
    // The zip and the screenshot's two WebP files.
    expect(used).toBeGreaterThan(zip.file_size);

    // A second one of the same size does not fit in what is left of 6 MB.
    const before = await stateCounts(app());
    const refused = await postUpload(app(), member, { zip: bigZip });
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toEqual({
      statusCode: 413,
      code: 'STORAGE_QUOTA_EXCEEDED',
      message: UPLOAD_LIMIT_MESSAGES.quotaExceeded(used, 6 * MB),
    });
    expect(refused.json().message).toMatch(/: [\d.]+ MB of 6 MB used\./);
    expect(await stateCounts(app())).toEqual(before);

    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/liveries/${first.json().id}`,
      headers: member.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await usage(app(), member)).toEqual({ usedBytes: 0, quotaBytes: 6 * MB });
    expect((await postUpload(app(), member, { zip: bigZip })).statusCode).toBe(201);
  });

  it('two uploads of one member at once cannot both pass the quota', async () => {
    const member = await createUser(app());
    const answers = await Promise.all([
      postUpload(app(), member, { zip: bigZip }),
      postUpload(app(), member, { zip: bigZip }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 413]);
    expect((await usage(app(), member)).usedBytes).toBeLessThanOrEqual(6 * MB);
  });

  it('refuses a body without Content-Length once its streamed bytes pass the quota, leaving nothing', async () => {
    const member = await createUser(app());
    const form = new Response(await uploadForm({ zip: Buffer.concat([bigZip, bigZip]) }));
    const body = Buffer.from(await form.arrayBuffer());
    const before = await stateCounts(app());
    const res = await app().inject({
      method: 'POST',
      url: '/api/liveries',
      headers: { ...member.headers, 'content-type': form.headers.get('content-type') ?? '' },
      // A stream: sent chunked, so only the bytes themselves can tell.
      payload: Readable.from([body.subarray(0, 64 * 1024), body.subarray(64 * 1024)]),
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await stateCounts(app())).toEqual(before);
  });
});

describe('admins', () => {
  const app = withApp({ UPLOAD_QUOTA_MB: '1', UPLOADS_PER_HOUR: '1' });

  it('are exempt from both limits, which still hold for members', async () => {
    const admin = await createUser(app(), { role: 'admin' });
    for (let i = 0; i < 2; i += 1) expect((await postUpload(app(), admin, { zip: bigZip })).statusCode).toBe(201);
    const mine = await usage(app(), admin);
    expect(mine.quotaBytes).toBeNull();
    expect(mine.usedBytes).toBeGreaterThan(2 * MB);

    const member = await createUser(app());
    expect((await postUpload(app(), member, { zip: bigZip })).statusCode).toBe(413);
    expect((await upload(app(), member)).statusCode).toBe(201);
    expect((await upload(app(), member)).statusCode).toBe(429);
  });
});
