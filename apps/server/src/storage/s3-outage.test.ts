import { MESSAGES } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/factories';
import { useTempDir } from '../test/fixtures';
import { postUpload, uploadLivery } from '../test/livery-factory';
import { referencedKeys, stateCounts, storedKeys } from '../test/security/security-world';
import { createTestApp, type TestContext } from '../test/test-app';
import { type S3BehindProxy, startS3rverBehindProxy } from './test-s3-server';

// Issue 33: with the bucket stopped or frozen an upload answered 503 "The database is
// unavailable" (a refused connection was taken for the database's) or hung until S3 came back.
// It now answers within S3_TIMEOUT_MS (a connection and each silence), tried twice, with the
// storage's own message, and writes nothing.
describe('uploads while the S3 bucket is down or stalled', () => {
  const dir = useTempDir('paddock-s3-outage-');
  let bucket: S3BehindProxy;
  let ctx: TestContext;
  let member: TestUser;

  beforeAll(async () => {
    bucket = await startS3rverBehindProxy(dir.dir);
    ctx = await createTestApp(bucket.env);
    member = await createUser(ctx.app);
    await uploadLivery(ctx.app, member);
  });

  afterAll(async () => {
    await ctx?.close();
    await bucket?.close();
  });

  /** Uploads while the bucket is in `mode`: the storage's 503, and nothing written. */
  async function expectStorageUnavailableWhile(mode: 'stall' | 'down') {
    const before = await stateCounts(ctx.app);
    await bucket.proxy.setMode(mode);
    try {
      const res = await postUpload(ctx.app, member);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        code: 'STORAGE_UNAVAILABLE',
        message: MESSAGES.common.storageUnavailable,
      });
      expect(res.headers['retry-after']).toBe('30');
    } finally {
      await bucket.proxy.setMode('forward');
    }
    const after = await stateCounts(ctx.app);
    expect(after).toEqual(before);
    expect(after.tempFiles).toBe(0);
  }

  it('answers "file storage is unavailable" while the bucket is frozen, and writes no row', async () => {
    await expectStorageUnavailableWhile('stall');
  });

  it('answers the same while the bucket is stopped, never "the database is unavailable"', async () => {
    await expectStorageUnavailableWhile('down');
  });

  it('serves again once the bucket is back, with no orphan objects', async () => {
    const { id } = await uploadLivery(ctx.app, member);
    const download = await ctx.app.inject({
      method: 'POST',
      url: `/api/liveries/${id}/download`,
      headers: member.headers,
    });
    expect(download.statusCode).toBe(200);
    const zip = Buffer.from(await (await fetch(download.json().fileUrl)).arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(await storedKeys(ctx.app)).toEqual(await referencedKeys(ctx.app));
  });
});
