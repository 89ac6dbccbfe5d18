import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from './redis';
import { createMemoryWindowCounter, createWindowCounter, type WindowCounter } from './window-counter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });
const redis = openRedis({ url: REDIS_URL, keyPrefix: `paddock-test:${randomBytes(6).toString('hex')}:` }, log);
afterAll(() => redis.quit());

/** Long enough that a loaded machine answers within it, short enough to wait out once. */
const WINDOW_MS = 1500;
const rule = { kind: 'fixed', windowMs: WINDOW_MS, cap: 2 } as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['in process', () => createMemoryWindowCounter()],
  ['in Redis', () => createWindowCounter(redis, log, 'window-test:')],
] as [string, () => WindowCounter][])('a fixed window %s', (_where, counter) => {
  it('takes a slot back into the window it was taken from, never into the next', async () => {
    const counts = counter();
    const key = randomBytes(4).toString('hex');
    const takenAt = Date.now();
    const taken = await counts.hit(key, rule, takenAt);
    const windowEndsAt = takenAt + taken.msLeft;
    // Given back within its window, it frees the slot.
    await counts.hit(key, rule);
    await counts.giveBack(key, rule, Date.now(), windowEndsAt);
    expect((await counts.peek(key, rule))?.count).toBe(1);

    // Given back after its window ended and a new one began: the new window keeps its count.
    await sleep(WINDOW_MS + 100);
    await counts.hit(key, rule);
    await counts.giveBack(key, rule, Date.now(), windowEndsAt);
    expect((await counts.peek(key, rule))?.count).toBe(1);
  });
});
