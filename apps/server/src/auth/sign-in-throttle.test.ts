import { randomBytes } from 'node:crypto';
import { ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES, SIGN_IN_THROTTLE } from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { freshIp, json, useAppWithInbox } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { throttleDelaySeconds } from './sign-in-throttle';

const FREE = SIGN_IN_THROTTLE.freeFailures;

/** The clock only: better-auth and our throttle read Date, timers and I/O run as usual. */
function useClock() {
  let now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now });
  return {
    advance(seconds: number) {
      now += seconds * 1000;
      vi.setSystemTime(now);
    },
  };
}

describe('per-account sign-in throttle', () => {
  const t = useAppWithInbox('outbox');
  afterEach(() => vi.useRealTimers());

  // Every attempt from an address of its own: only the per-account count can stop them.
  const byEmail = (email: string, password: string) => t.calls.signIn(email, password, freshIp());
  const byName = (name: string, password: string) => t.calls.signInUsername(name, password, freshIp());

  it('grows the delay per account across both endpoints and many addresses, then expires', async () => {
    const clock = useClock();
    const user = await createUser(t.app());
    // Failures alternate between the e-mail and the username: one account, one count.
    for (let i = 0; i < FREE; i += 1) {
      const res = i % 2 ? await byName(user.username, 'wrong-guess') : await byEmail(user.email, 'wrong-guess');
      expect(res.statusCode).toBe(401);
    }
    // Even the right password waits now: the throttle answers before the password is checked.
    const waiting = await byName(user.username, user.password);
    expect(waiting.statusCode).toBe(429);
    expect(json(waiting)).toEqual({
      statusCode: 429,
      code: AUTH_ERROR_CODES.signInThrottled,
      message: ACCOUNT_SERVER_MESSAGES.signInThrottled(SIGN_IN_THROTTLE.firstDelaySeconds),
    });
    expect(Number(waiting.headers['retry-after'])).toBe(SIGN_IN_THROTTLE.firstDelaySeconds);
    expect((await byEmail(user.email, 'wrong-guess')).statusCode).toBe(429);

    // After the wait one more guess is allowed, and the next wait doubles.
    clock.advance(SIGN_IN_THROTTLE.firstDelaySeconds);
    expect((await byEmail(user.email, 'wrong-guess')).statusCode).toBe(401);
    const doubled = await byName(user.username, 'wrong-guess');
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBe(2 * SIGN_IN_THROTTLE.firstDelaySeconds);

    // The count lapses a window after the last failure: the owner is never locked out for good.
    clock.advance(SIGN_IN_THROTTLE.windowSeconds + 1);
    expect((await byEmail(user.email, user.password)).statusCode).toBe(200);
  });

  it('caps the delay at the maximum', () => {
    expect(throttleDelaySeconds(FREE - 1)).toBe(0);
    expect(throttleDelaySeconds(FREE)).toBe(SIGN_IN_THROTTLE.firstDelaySeconds);
    expect(throttleDelaySeconds(FREE + 1)).toBe(2 * SIGN_IN_THROTTLE.firstDelaySeconds);
    expect(throttleDelaySeconds(FREE + 20)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await createUser(t.app());
    for (let i = 0; i < FREE - 1; i += 1) expect((await byEmail(user.email, 'wrong-guess')).statusCode).toBe(401);
    expect((await byName(user.username, user.password)).statusCode).toBe(200);
    for (let i = 0; i < FREE - 1; i += 1) expect((await byEmail(user.email, 'wrong-guess')).statusCode).toBe(401);
    expect((await byEmail(user.email, user.password)).statusCode).toBe(200);
  });

  it('starts the count again after a password reset', async () => {
    const user = await createUser(t.app());
    for (let i = 0; i < FREE; i += 1) expect((await byEmail(user.email, 'wrong-guess')).statusCode).toBe(401);
    expect((await byEmail(user.email, user.password)).statusCode).toBe(429);
    await t.calls.requestReset(user.email);
    const link = linkIn(await t.inbox.last(user.email, 'Reset your Paddock password'), '/api/auth/reset-password/');
    const token = new URL((await t.calls.follow(link)).location).searchParams.get('token') as string;
    expect((await t.calls.resetPassword(token, 'a-fresh-start-77')).statusCode).toBe(200);
    expect((await byEmail(user.email, 'a-fresh-start-77')).statusCode).toBe(200);
  });

  it('throttles an unknown account exactly like a known one', async () => {
    const user = await createUser(t.app());
    const ghost = `ghost-${randomBytes(4).toString('hex')}@paddock.test`;
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i <= FREE; i += 1) {
      const a = await byEmail(user.email, 'wrong-guess');
      const b = await byEmail(ghost, 'wrong-guess');
      known.push(`${a.statusCode} ${a.headers['retry-after'] ?? '-'} ${a.body}`);
      unknown.push(`${b.statusCode} ${b.headers['retry-after'] ?? '-'} ${b.body}`);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toMatch(/^429 30 /);
  });

  it('keeps one address to its own limit on top', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await t.calls.signIn(`someone-${i}@paddock.test`, 'wrong-guess', ip)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

// The Redis every machine of this project runs (README: services); CI has it too.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('per-account sign-in throttle shared through Redis', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const shared = { REDIS_URL, REDIS_KEY_PREFIX: `paddock-test:${randomBytes(6).toString('hex')}:` };
    a = await createTestApp(shared);
    b = await createTestApp(shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const signIn = (app: App, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: freshIp(),
      payload: { email, password: 'wrong-guess' },
    });

  it("counts one account's failures on every instance", async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@paddock.test`;
    for (let i = 0; i < FREE; i += 1) expect((await signIn(i % 2 ? a.app : b.app, email)).statusCode).toBe(401);
    const limited = await signIn(a.app, email);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe(AUTH_ERROR_CODES.signInThrottled);
    expect((await signIn(b.app, email)).statusCode).toBe(429);
  });
});
