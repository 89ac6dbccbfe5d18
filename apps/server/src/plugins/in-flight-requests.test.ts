import { readdir } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createUser } from '../test/factories';
import { uploadForm } from '../test/livery-factory';
import { referencedKeys, storedKeys } from '../test/security/security-world';
import { createTestApp, type TestContext } from '../test/test-app';
import { DRAIN_WAIT_MESSAGE } from './in-flight-requests';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** A test app that logs (level info) into `messages`, the `msg` of each line. */
async function loggingTestApp() {
  const messages: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) messages.push(JSON.parse(line).msg);
      done();
    },
  });
  return { app: await createTestApp({ LOG_LEVEL: 'info' }, { logStream }), messages };
}

/** Holds every `storage.put` of the app until `release()`; `reached` settles at the first one. */
function holdStoragePuts(app: TestContext['app']) {
  const storage = app.deps.storage;
  const realPut = storage.put;
  let reach = () => {};
  let release = () => {};
  const reached = new Promise<void>((r) => {
    reach = r;
  });
  const gate = new Promise<void>((r) => {
    release = r;
  });
  storage.put = async (...args) => {
    reach();
    await gate;
    return realPut.apply(storage, args);
  };
  return { reached, release };
}

describe('stopping the server', () => {
  it('lets an upload whose client has gone end cleanly before it closes the database', async () => {
    const logged = await loggingTestApp();
    ctx = logged.app;
    const member = await createUser(ctx.app);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const held = holdStoragePuts(ctx.app);

    const form = new Response(await uploadForm());
    const sender = new AbortController();
    const sent = fetch(`http://127.0.0.1:${port}/api/liveries`, {
      method: 'POST',
      headers: { ...member.headers, 'content-type': form.headers.get('content-type') ?? '' },
      body: Buffer.from(await form.arrayBuffer()),
      signal: sender.signal,
    }).catch(() => 'gone');
    // The whole body has arrived and the upload is storing its files when the client gives up.
    await held.reached;
    sender.abort();
    expect(await sent).toBe('gone');

    let closed = false;
    const closing = ctx.app.close().then(() => {
      closed = true;
    });
    // Closing has reached the drain and waits there for the held upload, database still open.
    await vi.waitFor(() => expect(logged.messages).toContain(DRAIN_WAIT_MESSAGE), { timeout: 10_000 });
    expect(closed).toBe(false);
    held.release();
    await closing;
    // The member left, so the upload stopped (issue 33) — on the open database: after a restart no
    // row, no stored file and no temporary file remains of it.

    ctx.app = await buildApp(ctx.config);
    const titles = await ctx.app.deps.db.kysely.selectFrom('livery').select('title').execute();
    expect(titles).toHaveLength(0);
    expect((await storedKeys(ctx.app)).sort()).toEqual((await referencedKeys(ctx.app)).sort());
    expect(await readdir(ctx.app.deps.tempFiles.dir)).toEqual([]);
  });

  it('is not held up by a request whose client left halfway through its body', async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{"name":',
        );
      });
      // The client leaves once the server has taken the request (and counted it), its body unfinished.
      ctx?.app.server.once('request', () => socket.destroy());
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    // Counted as running until it is answered: were it never counted out, close() would wait out
    // the 30 s grace period and this test its own time limit.
    await ctx.app.close();
    ctx.app = await buildApp(ctx.config);
  }, 10_000);

  // A request answered through inject must count as finished, or every test app would wait out the
  // grace period when it closes: this test would then run into its own time limit.
  it('closes at once when nothing is running, after requests answered through inject', async () => {
    const logged = await loggingTestApp();
    ctx = logged.app;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/liveries' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    await ctx.app.close();
    expect(logged.messages).not.toContain(DRAIN_WAIT_MESSAGE);
    ctx.app = await buildApp(ctx.config);
  }, 10_000);
});
