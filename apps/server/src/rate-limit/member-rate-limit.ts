import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { createWindowCounter, type WindowRule } from './window-counter';

/** So many actions a minute and a day per member, and what a refusal says. */
export interface MemberLimit {
  perMinute: number;
  perDay: number;
  code: string;
  minuteMessage: string;
  dayMessage: string;
}

/** A 429 that knows how long to wait, for the Retry-After header. */
export class MemberRateLimitedError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

/** Sets Retry-After on the answer when the error is a member rate limit, then rethrows. */
export function withRetryAfter(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof MemberRateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  };
}

/**
 * One member action (commenting, editing, reporting) limited a minute and a day, on the shared
 * window counter (in Redis when configured, so every instance counts together). An action refused
 * by the day limit gives its minute slot back; one refused later for bad input keeps both (it was
 * still a try). `namespace` keeps each action's counts apart, e.g. `rl:comment:`.
 */
export function createMemberRateLimit(
  redis: Redis | null,
  log: FastifyBaseLogger,
  namespace: string,
  limit: MemberLimit,
) {
  const counter = createWindowCounter(redis, log, namespace);
  const minuteRule: WindowRule = { kind: 'fixed', windowMs: 60_000, cap: limit.perMinute };
  const dayRule: WindowRule = { kind: 'fixed', windowMs: 24 * 60 * 60_000, cap: limit.perDay };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    async take(memberId: number): Promise<void> {
      const minuteKey = `m:${memberId}`;
      const minute = await counter.hit(minuteKey, minuteRule);
      if (!minute.counted) throw new MemberRateLimitedError(limit.code, limit.minuteMessage, seconds(minute.msLeft));
      const day = await counter.hit(`d:${memberId}`, dayRule);
      if (!day.counted) {
        await counter.giveBack(minuteKey, minuteRule);
        throw new MemberRateLimitedError(limit.code, limit.dayMessage, seconds(day.msLeft));
      }
    },
  };
}

export type MemberRateLimit = ReturnType<typeof createMemberRateLimit>;

/** No limit: for the demo seed, which acts faster than a member may. */
export const unlimitedActions: MemberRateLimit = { take: async () => {} };
