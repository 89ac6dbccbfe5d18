import { randomBytes } from 'node:crypto';
import { CONTACT_MESSAGES } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../modules/contact/contact.routes';
import { wrongSignInFrom } from '../test/auth-test-client';
import { createTestApp, type TestContext } from '../test/test-app';

// The Redis every machine of this project runs (README: services); CI has it too.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two instances of the site behind one load balancer: each its own process state, one Redis. */
describe('rate limits shared through Redis', () => {
  let a: TestContext;
  let b: TestContext;
  // A prefix of its own, so parallel runs (SQLite and PostgreSQL projects) never share counters.
  const prefix = `paddock-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    const shared = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    [a, b] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
  });
  afterAll(async () => {
    // One after the other: two schema drops at once can deadlock on PostgreSQL.
    await a?.close();
    await b?.close();
  });

  const signIn = (ctx: TestContext, ip: string) => wrongSignInFrom(ctx.app, ip);

  it('counts sign-in attempts across instances: the eleventh, on the other instance, gets 429', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i += 1) expect((await signIn(a, ip)).statusCode).toBe(401);
    const limited = await signIn(b, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await signIn(b, '198.51.100.8')).statusCode).toBe(401);
    // The count lives in Redis (better-auth's in-memory store is per process, here shared by
    // both test apps, so the 429 alone would not prove it), with the window as its expiry.
    const redis = a.app.deps.redis;
    expect(await redis?.get(`rl:auth:${ip}|/sign-in/email`)).toBe('11');
    expect(await redis?.ttl(`rl:auth:${ip}|/sign-in/email`)).toBeGreaterThan(0);
  });

  it('counts contact messages across instances', async () => {
    const send = (ctx: TestContext) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.20',
        payload: { name: 'Ayrton', email: 'ayrton@example.com', subject: 'technical', message: 'Hello there.' },
      });
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) expect((await send(i % 2 ? a : b)).statusCode).toBe(201);
    const limited = await send(a);
    expect(limited.statusCode).toBe(429);
    expect(JSON.parse(limited.body)).toMatchObject({ code: 'RATE_LIMITED', message: CONTACT_MESSAGES.rateLimited(10) });
  });
});

describe('when Redis is unreachable', () => {
  let down: TestContext;
  beforeAll(async () => {
    down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'paddock-test-down:' });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('still answers sign-in and contact requests instead of failing them', async () => {
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    const contact = await down.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ayrton', email: 'ayrton@example.com', subject: 'technical', message: 'Hello there.' },
    });
    expect(contact.statusCode).toBe(201);
  });
});
