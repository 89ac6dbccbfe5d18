import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRedisRateLimitStorage, type RateLimitStorage } from './redis-rate-limit-storage';

/**
 * Fixed-window counters for our own limits outside better-auth: in Redis when REDIS_URL is set
 * (shared by every instance, as the other limits), otherwise in this process.
 */
export function createAttemptLimiter(redis: Redis | null, log: FastifyBaseLogger): RateLimitStorage {
  if (redis) return createRedisRateLimitStorage(redis, log);
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(key, rule) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + rule.window * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (entry.count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
    },
  };
}
