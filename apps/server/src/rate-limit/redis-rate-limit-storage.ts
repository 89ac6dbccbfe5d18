import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** better-auth's custom rate-limit storage: one atomic consume per request. */
export interface RateLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

// Count and expiry in one step, so concurrent requests on several instances cannot all slip
// through on a stale read. Answers the count and the seconds left in the window.
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('TTL', KEYS[1]) }
`;

/** Fixed windows in Redis, shared by every instance (DESIGN §2: rate limits use REDIS_URL when set). */
export function createRedisRateLimitStorage(redis: Redis, log: FastifyBaseLogger): RateLimitStorage {
  return {
    async consume(key, rule) {
      try {
        const [count, ttl] = (await redis.eval(CONSUME, 1, `rl:auth:${key}`, rule.window)) as [number, number];
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: ttl > 0 ? ttl : rule.window };
      } catch (error) {
        log.warn({ err: error }, 'rate limit not counted: Redis unavailable');
        return { allowed: true, retryAfter: null };
      }
    },
  };
}
