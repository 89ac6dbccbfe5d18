import { COMMENT_ERROR_CODES, COMMENT_LIMITS, COMMENT_MESSAGES } from '@paddock/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';
import { createWindowCounter, type WindowRule } from '../../rate-limit/window-counter';

const MINUTE: WindowRule = { kind: 'fixed', windowMs: 60_000, cap: COMMENT_LIMITS.perMinute };
const DAY: WindowRule = { kind: 'fixed', windowMs: 24 * 60 * 60_000, cap: COMMENT_LIMITS.perDay };

/** A 429 that knows how long to wait, for the Retry-After header. */
export class CommentRateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, COMMENT_ERROR_CODES.rateLimited, message);
  }
}

/** Sets Retry-After on the answer when the error is a comment rate limit, then rethrows. */
export function withRetryAfter(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof CommentRateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  };
}

/**
 * So many comments a minute and a day per member (issue 19), on the shared window counter (in
 * Redis when configured, so every instance counts together). A comment refused by the day limit
 * gives its minute slot back; one refused for bad input later keeps both (it was still a try).
 */
export function createCommentRateLimit(redis: Redis | null, log: FastifyBaseLogger) {
  const counter = createWindowCounter(redis, log, 'rl:comment:');
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    async take(memberId: number): Promise<void> {
      const minuteKey = `m:${memberId}`;
      const minute = await counter.hit(minuteKey, MINUTE);
      if (!minute.counted)
        throw new CommentRateLimitedError(COMMENT_MESSAGES.rateLimitedMinute, seconds(minute.msLeft));
      const day = await counter.hit(`d:${memberId}`, DAY);
      if (!day.counted) {
        await counter.giveBack(minuteKey, MINUTE);
        throw new CommentRateLimitedError(COMMENT_MESSAGES.rateLimitedDay, seconds(day.msLeft));
      }
    },
  };
}

export type CommentRateLimit = ReturnType<typeof createCommentRateLimit>;

/** No limit: for the demo seed, which posts its comments faster than a member may. */
export const unlimitedComments: CommentRateLimit = { take: async () => {} };
