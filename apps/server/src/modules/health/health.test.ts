import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type S3BehindProxy, startS3rverBehindProxy } from '../../storage/test-s3-server';
import { type StallingProxy, startStallingProxy, useTempDir } from '../../test/fixtures';
import { createTestApp, type TestContext, useTestApp } from '../../test/test-app';

// Issue 33: /api/health said "ok" whatever happened to storage or Redis. /api/health/live says
// the process answers; /api/health/ready checks each outside part, with its latency, and is 503
// when a required one (database, storage) is down.
describe('an instance on its embedded defaults', () => {
  const t = useTestApp();

  it('is live and ready: database and files up, no Redis configured', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    const body = ready.json();
    expect(body.status).toBe('ready');
    expect(body.parts.database).toMatchObject({ state: 'up', required: true });
    expect(body.parts.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.parts.storage).toMatchObject({ state: 'up', required: true });
    expect(body.parts.redis).toEqual({ state: 'not-configured', required: false, latencyMs: null });
    expect(body.parts.mail).toMatchObject({ state: 'up', required: false, oldestPendingSeconds: null });
  });

  it('is degraded, still 200, while mail waits in the outbox longer than a quarter of an hour', async () => {
    const { kysely } = t.app.deps.db;
    const writtenAt = new Date(Date.now() - 60 * 60 * 1000);
    await kysely
      .insertInto('mail_outbox')
      .values({
        message_id: '<stuck@paddock.test>',
        recipient: 'member@example.com',
        subject: 'Confirm your Paddock account',
        text_body: 'text',
        html_body: '<p>html</p>',
        next_attempt_at: t.app.deps.dialect.timestamp(new Date(Date.now() + 60 * 60 * 1000)),
        created_at: t.app.deps.dialect.timestamp(writtenAt),
      })
      .execute();
    // Checks are shared for a second.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1500 });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      const body = ready.json();
      expect(body.status).toBe('degraded');
      expect(body.parts.mail).toMatchObject({ state: 'down', required: false });
      expect(body.parts.mail.oldestPendingSeconds).toBeGreaterThanOrEqual(3600);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('an instance on S3 and Redis that fail', () => {
  const dir = useTempDir('paddock-health-');
  let bucket: S3BehindProxy;
  let redisProxy: StallingProxy;
  let ctx: TestContext;

  beforeAll(async () => {
    bucket = await startS3rverBehindProxy(dir.dir);
    redisProxy = await startStallingProxy({ host: '127.0.0.1', port: 6379 });
    ctx = await createTestApp({
      ...bucket.env,
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      REDIS_KEY_PREFIX: 'paddock-test-health:',
      REDIS_TIMEOUT_MS: '200',
    });
    // Checks are shared for a second: each step below moves the clock past that.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx?.close();
    await redisProxy?.close();
    await bucket?.close();
  });

  async function ready() {
    vi.setSystemTime(Date.now() + 1500);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { statusCode: res.statusCode, body: res.json() };
  }

  it('is ready while every part answers', async () => {
    const { statusCode, body } = await ready();
    expect(statusCode).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.parts.redis).toMatchObject({ state: 'up', required: false });
    expect(body.parts.storage).toMatchObject({ state: 'up', required: true });
  });

  it('is degraded, still 200, while Redis is frozen (limits count in the process)', async () => {
    await redisProxy.setMode('stall');
    const { statusCode, body } = await ready();
    await redisProxy.setMode('forward');
    expect(statusCode).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.parts.redis).toEqual({ state: 'down', required: false, latencyMs: null });
  });

  it('is not ready (503) while the bucket is stopped or frozen, and ready again after', async () => {
    for (const mode of ['down', 'stall'] as const) {
      await bucket.proxy.setMode(mode);
      const { statusCode, body } = await ready();
      await bucket.proxy.setMode('forward');
      expect(statusCode, mode).toBe(503);
      expect(body.status).toBe('not-ready');
      expect(body.parts.storage).toEqual({ state: 'down', required: true, latencyMs: null });
      expect(body.parts.database.state).toBe('up');
    }
    await vi.waitFor(async () => expect((await ready()).body.status).toBe('ready'), { timeout: 10_000, interval: 200 });
  });
});
