import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type SlotAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * At most `max` actions per key in a fixed window, where a failed action gives its slot back: a
 * slot is taken before the work starts (so parallel requests cannot all slip through) and returned
 * if the work stores nothing.
 */
export interface SlotLimiter {
  take(key: string): Promise<SlotAnswer>;
  give(key: string): Promise<void>;
}

export interface SlotLimiterOptions {
  /** Set when REDIS_URL is: the counters are then shared by every instance. */
  redis: Redis | null;
  log: FastifyBaseLogger;
  /** Key prefix in Redis, e.g. `rl:upload:`. */
  namespace: string;
  max: number;
  windowSeconds: number;
}

// Check and count in one step, so concurrent requests on several instances cannot all pass on a
// stale read. Answers {1 allowed | 0 refused, seconds left in the window}.
const TAKE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then return { 0, redis.call('TTL', KEYS[1]) } end
count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { 1, redis.call('TTL', KEYS[1]) }
`;
const GIVE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

export function createSlotLimiter(options: SlotLimiterOptions): SlotLimiter {
  return options.redis ? redisSlots(options.redis, options) : memorySlots(options);
}

function redisSlots(redis: Redis, { log, namespace, max, windowSeconds }: SlotLimiterOptions): SlotLimiter {
  return {
    async take(key) {
      try {
        const [ok, ttl] = (await redis.eval(TAKE, 1, `${namespace}${key}`, windowSeconds, max)) as [number, number];
        return ok === 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
      } catch (error) {
        // As the other limits: a Redis outage lets requests through rather than taking the site down.
        log.warn({ err: error }, 'rate limit not counted: Redis unavailable');
        return { allowed: true };
      }
    },
    async give(key) {
      await redis.eval(GIVE, 1, `${namespace}${key}`).catch(() => {});
    },
  };
}

function memorySlots({ max, windowSeconds }: SlotLimiterOptions): SlotLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.resetAt > now) return window;
    windows.delete(key);
    return undefined;
  };
  return {
    async take(key) {
      const now = Date.now();
      // Forget ended windows now and then, so the map holds only active members.
      if (windows.size > 1000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      const window = current(key, now) ?? { count: 0, resetAt: now + windowSeconds * 1000 };
      if (window.count >= max) return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
      window.count += 1;
      windows.set(key, window);
      return { allowed: true };
    },
    async give(key) {
      const window = current(key, Date.now());
      if (window && window.count > 0) window.count -= 1;
    },
  };
}
