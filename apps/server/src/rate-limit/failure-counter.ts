import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Failures of one key: how many, and when the last one happened (ms since the epoch). */
export interface FailureState {
  count: number;
  lastAt: number;
}

/**
 * Counts failures per key in a sliding window: a count lapses `windowMs` after its last failure.
 * Times come from the caller, so the rule reads one clock whichever store keeps the counts.
 */
export interface FailureCounter {
  record(key: string, now: number, windowMs: number): Promise<FailureState>;
  peek(key: string, now: number, windowMs: number): Promise<FailureState | null>;
  clear(key: string): Promise<void>;
}

const live = (state: FailureState | undefined | null, now: number, windowMs: number) =>
  state && state.count > 0 && now - state.lastAt <= windowMs ? state : null;

/**
 * One process's counts. Bounded, so addresses spraying made-up accounts cannot grow it without
 * limit; the oldest keys go first.
 */
export function createMemoryFailureCounter(maxKeys = 100_000): FailureCounter {
  const counts = new LRUCache<string, FailureState>({ max: maxKeys });
  return {
    async record(key, now, windowMs) {
      const previous = live(counts.get(key), now, windowMs);
      const next = { count: (previous?.count ?? 0) + 1, lastAt: now };
      counts.set(key, next);
      return next;
    },
    async peek(key, now, windowMs) {
      return live(counts.get(key), now, windowMs);
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

// Read, restart a lapsed count, add one and stamp in one step, so instances cannot lose a failure
// to a race. Redis expiry only tidies up; the window itself is judged on the stored time.
const RECORD = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local t = tonumber(redis.call('HGET', KEYS[1], 't') or '0')
if n > 0 and tonumber(ARGV[1]) - t > tonumber(ARGV[2]) then n = 0 end
n = n + 1
redis.call('HSET', KEYS[1], 'n', n, 't', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return n
`;

/** Counts shared by every instance (DESIGN §2: rate limits use REDIS_URL when set). */
export function createRedisFailureCounter(redis: Redis, log: FastifyBaseLogger, prefix: string): FailureCounter {
  const unavailable = (error: unknown) => log.warn({ err: error }, 'sign-in failures not counted: Redis unavailable');
  return {
    async record(key, now, windowMs) {
      try {
        const count = Number(await redis.eval(RECORD, 1, `${prefix}${key}`, now, windowMs));
        return { count, lastAt: now };
      } catch (error) {
        // Like the other limits: an outage lets sign-ins through rather than locking everyone out.
        unavailable(error);
        return { count: 0, lastAt: now };
      }
    },
    async peek(key, now, windowMs) {
      try {
        const [n, t] = await redis.hmget(`${prefix}${key}`, 'n', 't');
        return live(n && t ? { count: Number(n), lastAt: Number(t) } : null, now, windowMs);
      } catch (error) {
        unavailable(error);
        return null;
      }
    },
    async clear(key) {
      try {
        await redis.del(`${prefix}${key}`);
      } catch (error) {
        unavailable(error);
      }
    },
  };
}
