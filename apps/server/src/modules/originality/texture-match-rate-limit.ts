import { TEXTURE_MATCH_CODES, TEXTURE_MATCH_LIMITS, TEXTURE_MATCH_MESSAGES } from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createMemberRateLimit, type MemberRateLimit } from '../../rate-limit/member-rate-limit';

/** Texture lookups a member makes from the upload page, a minute and a day. */
export function createTextureMatchRateLimit(redis: Redis | null, log: FastifyBaseLogger): MemberRateLimit {
  return createMemberRateLimit(redis, log, 'rl:texture-match:', {
    perMinute: TEXTURE_MATCH_LIMITS.perMinute,
    perDay: TEXTURE_MATCH_LIMITS.perDay,
    code: TEXTURE_MATCH_CODES.rateLimited,
    minuteMessage: TEXTURE_MATCH_MESSAGES.rateLimitedMinute,
    dayMessage: TEXTURE_MATCH_MESSAGES.rateLimitedDay,
  });
}
