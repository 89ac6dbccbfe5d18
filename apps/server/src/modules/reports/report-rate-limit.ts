import { REPORT_ERROR_CODES, REPORT_ERROR_MESSAGES, REPORT_LIMITS } from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createMemberRateLimit, type MemberRateLimit } from '../../rate-limit/member-rate-limit';

/** Reports a member files, of liveries and comments together, a minute and a day. */
export function createReportRateLimit(redis: Redis | null, log: FastifyBaseLogger): MemberRateLimit {
  return createMemberRateLimit(redis, log, 'rl:report:', {
    perMinute: REPORT_LIMITS.perMinute,
    perDay: REPORT_LIMITS.perDay,
    code: REPORT_ERROR_CODES.rateLimited,
    minuteMessage: REPORT_ERROR_MESSAGES.rateLimitedMinute,
    dayMessage: REPORT_ERROR_MESSAGES.rateLimitedDay,
  });
}
