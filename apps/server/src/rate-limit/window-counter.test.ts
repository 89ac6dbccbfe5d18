import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from './redis';
import { createMemoryWindowCounter, createWindowCounter, type WindowCounter } from './window-counter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });
const redis = openRedis(
  { url: REDIS_URL, keyPrefix: `paddock-test:${randomBytes(6).toString('hex')}:`, timeoutMs: 1000 },
  log,
);
// Commands fail at once while Redis is still connecting (no offline queue): start once it is ready.
beforeAll(async () => {
  if (redis.status !== 'ready') await once(redis, 'ready');
});
afterAll(() => redis.quit());

/** The hour of the upload slots: the test moves its clock past it instead of waiting. */
const WINDOW_MS = 60 * 60 * 1000;
const rule = { kind: 'fixed', windowMs: WINDOW_MS, cap: 2 } as const;
const NAMESPACE = 'window-test:';

/**
 * Each store and how its window of `key` ends once the clock has passed it. In process the clock
 * the caller gives decides alone. Redis keeps a fixed window as its key's expiry, on its own
 * clock: the test takes the key away, as that expiry would, instead of waiting for it.
 */
const stores: [string, () => WindowCounter, (key: string) => Promise<unknown>][] = [
  ['in process', () => createMemoryWindowCounter(), async () => {}],
  [
    'in Redis',
    () => createWindowCounter(redis, log, NAMESPACE),
    (key) => redis.del(`${NAMESPACE}${key}`, `${NAMESPACE}${key}:at`),
  ],
];

describe.each(stores)('a fixed window %s', (_where, counter, endWindow) => {
  it('takes a slot back into the window it was taken from, never into the next', async () => {
    const counts = counter();
    const key = randomBytes(4).toString('hex');
    const takenAt = Date.now();
    const taken = await counts.hit(key, rule, takenAt);
    const windowEndsAt = takenAt + taken.msLeft;
    // Given back within its window, it frees the slot.
    await counts.hit(key, rule, takenAt + 1);
    await counts.giveBack(key, rule, takenAt + 2, windowEndsAt);
    expect((await counts.peek(key, rule, takenAt + 3))?.count).toBe(1);

    // Given back after its window ended and a new one began: the new window keeps its count.
    const later = windowEndsAt + 100;
    await endWindow(key);
    await counts.hit(key, rule, later);
    await counts.giveBack(key, rule, later + 1, windowEndsAt);
    expect((await counts.peek(key, rule, later + 2))?.count).toBe(1);
  });
});
