import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createWindowCounter } from './window-counter';

/** better-auth's custom rate-limit storage: one atomic consume per request. */
export interface RateLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

/**
 * Fixed windows where every request counts, refused past `max`: in Redis when REDIS_URL is set
 * (shared by every instance, DESIGN §2), otherwise in this process. Keys sit under `rl:auth:`,
 * better-auth's own limits and ours (the current-password check) alike.
 */
export function createRateLimitStorage(redis: Redis | null, log: FastifyBaseLogger): RateLimitStorage {
  const counter = createWindowCounter(redis, log, 'rl:auth:');
  return {
    async consume(key, rule) {
      const windowMs = rule.window * 1000;
      const { count, msLeft } = await counter.hit(key, { kind: 'fixed', windowMs });
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.ceil(msLeft / 1000) };
    },
  };
}
