import type { Logger } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';

/**
 * better-auth's migration check declares the session's and account's `user_id` a string and
 * compares it with the column it created itself as an integer (we use `generateId: 'serial'`):
 * every start after the first printed "has a different type" for both, about columns that are
 * exactly right. Only this exact line is dropped.
 */
const SERIAL_ID_FALSE_ALARM =
  /^Field user_id in table (session|account) has a different type in the database\. Expected string but got (int4|integer)\.$/i;

/** better-auth's log lines go through the server's logger (JSON, redacted), not the console. */
export function authLogger(log: FastifyBaseLogger): Logger {
  return {
    level: 'warn',
    log(level, message, ...args) {
      if (SERIAL_ID_FALSE_ALARM.test(message)) return;
      log[level](args.length > 0 ? { details: args } : {}, `better-auth: ${message}`);
    },
  };
}
