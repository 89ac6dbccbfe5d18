import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createMemoryWindowCounter, createWindowCounter, type WindowCounter } from './window-counter';

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

const sliding = (windowMs: number) => ({ kind: 'sliding', windowMs }) as const;

function failureCounter(counter: WindowCounter): FailureCounter {
  return {
    async record(key, now, windowMs) {
      const { count, lastAt } = await counter.hit(key, sliding(windowMs), now);
      return { count, lastAt };
    },
    async peek(key, now, windowMs) {
      const state = await counter.peek(key, sliding(windowMs), now);
      return state && { count: state.count, lastAt: state.lastAt };
    },
    clear: (key) => counter.clear(key),
  };
}

/** One process's counts (bounded: the oldest keys go first). */
export const createMemoryFailureCounter = () => failureCounter(createMemoryWindowCounter());

/** Counts shared by every instance (DESIGN §2: rate limits use REDIS_URL when set). */
export const createRedisFailureCounter = (redis: Redis, log: FastifyBaseLogger, prefix: string) =>
  failureCounter(createWindowCounter(redis, log, prefix));
