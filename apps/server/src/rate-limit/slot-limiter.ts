import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createWindowCounter } from './window-counter';

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

export function createSlotLimiter({ redis, log, namespace, max, windowSeconds }: SlotLimiterOptions): SlotLimiter {
  const counter = createWindowCounter(redis, log, namespace);
  // A refused take is not counted, so retrying while full does not stretch the wait.
  const rule = { kind: 'fixed', windowMs: windowSeconds * 1000, cap: max } as const;
  return {
    async take(key) {
      const { counted, msLeft } = await counter.hit(key, rule);
      return counted ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil(msLeft / 1000) };
    },
    give: (key) => counter.giveBack(key, rule),
  };
}
