import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { wrongSignInFrom } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { type StallingProxy, startStallingProxy } from '../test/fixtures';
import { postUpload } from '../test/livery-factory';
import { createTestApp, type TestContext } from '../test/test-app';
import { REDIS_RETRY_MS } from './window-counter';

// Issue 33: with Redis unreachable every limit was off (14 wrong sign-ins in a row, all 401), and
// with Redis frozen a sign-in hung past 40 s. Limits now count in the process while Redis is
// away and go back to Redis when it answers again.
const SIGN_IN_LIMIT = 10;

const signIn = (ctx: TestContext, ip: string) => wrongSignInFrom(ctx.app, ip);

async function expectSignInLimit(ctx: TestContext, ip: string) {
  for (let i = 0; i < SIGN_IN_LIMIT; i += 1) expect((await signIn(ctx, ip)).statusCode).toBe(401);
  const limited = await signIn(ctx, ip);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
}

describe('limits while Redis is stopped', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_KEY_PREFIX: 'paddock-test-down:',
      UPLOADS_PER_HOUR: '1',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('still refuses the eleventh wrong sign-in from one address', async () => {
    await expectSignInLimit(ctx, '198.51.100.31');
  });

  it('still refuses an upload past the hourly limit', async () => {
    const member = await createUser(ctx.app);
    expect((await postUpload(ctx.app, member)).statusCode).toBe(201);
    const refused = await postUpload(ctx.app, member);
    expect(refused.statusCode, refused.body).toBe(429);
  });
});

describe('limits while Redis is frozen, and after it is back', () => {
  let proxy: StallingProxy;
  let ctx: TestContext;
  const prefix = `paddock-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    proxy = await startStallingProxy({ host: '127.0.0.1', port: 6379 });
    ctx = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_KEY_PREFIX: prefix,
      REDIS_TIMEOUT_MS: '200',
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx?.close();
    await proxy?.close();
  });

  it('answers sign-ins and counts them in the process while Redis answers nothing', async () => {
    await proxy.setMode('stall');
    await expectSignInLimit(ctx, '198.51.100.32');
  });

  it('counts in Redis again once it answers', async () => {
    await proxy.setMode('forward');
    const ip = '198.51.100.33';
    // ioredis reconnects by itself after the cut connection, so the first tries may still fail;
    // each try moves the clock (only the clock: the network stays real) past the pause a failure
    // starts.
    vi.useFakeTimers({ toFake: ['Date'] });
    await vi.waitFor(
      async () => {
        vi.setSystemTime(Date.now() + REDIS_RETRY_MS + 1);
        await signIn(ctx, ip);
        expect(await ctx.app.deps.redis?.get(`rl:auth:${ip}|/sign-in/email`)).not.toBeNull();
      },
      { timeout: 15_000, interval: 100 },
    );
    vi.useRealTimers();
  });
});
