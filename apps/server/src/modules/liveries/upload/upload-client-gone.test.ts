import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { UPLOAD_PARTS } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type S3BehindProxy, startS3rverBehindProxy } from '../../../storage/test-s3-server';
import { createUser, type TestUser } from '../../../test/factories';
import { useTempDir } from '../../../test/fixtures';
import { uploadForm, uploadLivery } from '../../../test/livery-factory';
import { stateCounts } from '../../../test/security/security-world';
import { createTestApp, type TestContext } from '../../../test/test-app';

// Issue 33: an upload whose member goes away (tab closed, network gone) must not keep writing to
// the bucket for no one, nor publish anything. The body is streamed to temporary files first and
// stored in the bucket only once checked, so the client can leave in either phase; both are
// tried over a real socket (node:http) against s3rver behind a proxy that can freeze it.
// S3_TIMEOUT_MS is far past the test's own timeout: only the abort can end a frozen write here.
const dir = useTempDir('paddock-upload-gone-');
let bucket: S3BehindProxy;
let t: TestContext;
let member: TestUser;
let port: number;

beforeAll(async () => {
  bucket = await startS3rverBehindProxy(dir.dir);
  t = await createTestApp({ ...bucket.env, S3_TIMEOUT_MS: '120000' });
  member = await createUser(t.app);
  await uploadLivery(t.app, member);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

/** The multipart bytes of `form`, as a browser would send them. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type') ?? '';
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType };
}

/** Starts the upload over a real socket, writing the first `sent` bytes of `body`; `leave()` destroys it. */
function startUpload(upload: { body: Buffer; contentType: string }, sent: number) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: '/api/liveries',
    method: 'POST',
    headers: { ...member.headers, 'content-type': upload.contentType, 'content-length': upload.body.length },
  });
  req.on('error', () => {}); // the test itself ends this connection
  req.write(upload.body.subarray(0, sent));
  return { leave: () => req.destroy() };
}

const tempEntries = () => readdir(t.app.deps.tempFiles.dir).catch(() => [] as string[]);
/** The bytes of the upload's temporary files so far (the body is streamed there first). */
async function tempBytes(): Promise<number> {
  let total = 0;
  for (const name of await tempEntries()) {
    total += await stat(path.join(t.app.deps.tempFiles.dir, name)).then((s) => (s.isFile() ? s.size : 0));
  }
  return total;
}
/** The request's work is over once its temporary files are gone (removed last, in a `finally`). */
const untilCleanedUp = () =>
  vi.waitFor(async () => expect(await tempEntries()).toEqual([]), { timeout: 20_000, interval: 20 });

describe('an upload whose client goes away', () => {
  it('halfway through the body: no temporary file, no row, no object is left', async () => {
    const before = await stateCounts(t.app);
    const form = await uploadForm();
    form.append(UPLOAD_PARTS.screenshots, new Blob([randomBytes(6 * 1024 * 1024)]), 'big.png');
    const upload = await encode(form);
    const client = startUpload(upload, Math.floor(upload.body.length / 2));
    // The server has started writing the body to disk.
    await vi.waitFor(async () => expect(await tempBytes()).toBeGreaterThan(1024 * 1024), {
      timeout: 20_000,
      interval: 20,
    });
    client.leave();
    await untilCleanedUp();
    expect(await stateCounts(t.app)).toEqual(before);
  });

  it('while the bucket is frozen mid-write: the write is aborted, nothing is published or left', async () => {
    const before = await stateCounts(t.app);
    const upload = await encode(await uploadForm());
    const connectionsBefore = bucket.proxy.accepted();
    await bucket.proxy.setMode('stall');
    try {
      const client = startUpload(upload, upload.body.length);
      // The whole body was read and checked; the app is now waiting on the frozen bucket.
      await vi.waitFor(() => expect(bucket.proxy.accepted()).toBeGreaterThan(connectionsBefore), {
        timeout: 20_000,
        interval: 20,
      });
      client.leave();
      // Still frozen: only the abort can have ended the write (its timeout is minutes away).
      await untilCleanedUp();
    } finally {
      await bucket.proxy.setMode('forward');
    }
    expect(await stateCounts(t.app)).toEqual(before);
    // The member's hour slot came back with the failed upload: another one goes through.
    await uploadLivery(t.app, member);
  });
});
