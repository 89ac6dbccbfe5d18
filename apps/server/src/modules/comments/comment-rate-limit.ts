import { COMMENT_ERROR_CODES, COMMENT_LIMITS, COMMENT_MESSAGES } from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createMemberRateLimit, type MemberRateLimit, unlimitedActions } from '../../rate-limit/member-rate-limit';

/** The limits of a member's comments (issue 19) and of their edits, counted apart. */
export interface CommentRateLimits {
  post: MemberRateLimit;
  /** Each edit rewrites the quotes in others' notifications: a loop of edits must not flood them. */
  edit: MemberRateLimit;
}

export function createCommentRateLimits(redis: Redis | null, log: FastifyBaseLogger): CommentRateLimits {
  const code = COMMENT_ERROR_CODES.rateLimited;
  return {
    post: createMemberRateLimit(redis, log, 'rl:comment:', {
      perMinute: COMMENT_LIMITS.perMinute,
      perDay: COMMENT_LIMITS.perDay,
      code,
      minuteMessage: COMMENT_MESSAGES.rateLimitedMinute,
      dayMessage: COMMENT_MESSAGES.rateLimitedDay,
    }),
    edit: createMemberRateLimit(redis, log, 'rl:comment-edit:', {
      perMinute: COMMENT_LIMITS.editsPerMinute,
      perDay: COMMENT_LIMITS.editsPerDay,
      code,
      minuteMessage: COMMENT_MESSAGES.editRateLimitedMinute,
      dayMessage: COMMENT_MESSAGES.editRateLimitedDay,
    }),
  };
}

/** No limit: for the demo seed, which posts its comments faster than a member may. */
export const unlimitedComments: CommentRateLimits = { post: unlimitedActions, edit: unlimitedActions };
