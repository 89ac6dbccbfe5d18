import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createWindowCounter } from './window-counter';

/** An allowed slot knows when its window ends, so giving it back never frees one in the next. */
export type SlotAnswer = { allowed: true; windowEndsAt: number } | { allowed: false; retryAfterSeconds: number };

/**
 * At most `max` actions per key in a fixed window, where a failed action gives its slot back: a
 * slot is taken before the work starts (so parallel requests cannot all slip through) and returned
 * if the work stores nothing.
 */
export interface SlotLimiter {
  take(key: string): Promise<SlotAnswer>;
  /** Returns a slot `take` allowed, into its own window only. */
  give(key: string, slot: SlotAnswer): Promise<void>;
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
      const now = Date.now();
      const { counted, msLeft } = await counter.hit(key, rule, now);
      return counted
        ? { allowed: true, windowEndsAt: now + msLeft }
        : { allowed: false, retryAfterSeconds: Math.ceil(msLeft / 1000) };
    },
    give: async (key, slot) => {
      if (slot.allowed) await counter.giveBack(key, rule, Date.now(), slot.windowEndsAt);
    },
  };
}
