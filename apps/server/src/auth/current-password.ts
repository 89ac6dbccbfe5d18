import { ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES, MESSAGES } from '@paddock/contract';
import { AppError } from '../lib/app-error';
import type { AppDeps } from '../lib/deps';
import { createRateLimitStorage } from '../rate-limit/redis-rate-limit-storage';
import { createCredentialRepository } from './credential.repository';

/**
 * Checks per account, right or wrong, so a stolen session cannot guess the password here faster
 * than at sign-in; a member confirming a change now and then never meets it.
 */
export const CURRENT_PASSWORD_LIMIT = { window: 15 * 60, max: 10 } as const;

const refuse = (message: string, code: string) =>
  new AppError(400, code, message, [{ path: 'currentPassword', message }]);

/**
 * Asks for the current password again before an action a stolen session must not be able to take
 * (changing the e-mail, deleting or anonymising the account), checked with better-auth's own
 * hasher. Every account the site makes has a password (sign-up, admin-created users, the bootstrap
 * admin); one without any gets a clear way out instead of a dead end.
 */
export function createCurrentPasswordCheck({ auth, db, redis, log }: Pick<AppDeps, 'auth' | 'db' | 'redis' | 'log'>) {
  const credentials = createCredentialRepository(db.kysely);
  const limiter = createRateLimitStorage(redis, log);
  return async function assertCurrentPassword(userId: number, password: string | undefined): Promise<void> {
    if (!password) {
      throw refuse(ACCOUNT_SERVER_MESSAGES.currentPasswordNeeded, AUTH_ERROR_CODES.currentPasswordRequired);
    }
    const { allowed } = await limiter.consume(`current-password:${userId}`, CURRENT_PASSWORD_LIMIT);
    if (!allowed) throw new AppError(429, AUTH_ERROR_CODES.rateLimited, MESSAGES.common.tooManyRequests);
    const hash = await credentials.passwordHashOf(userId);
    if (!hash) throw refuse(ACCOUNT_SERVER_MESSAGES.noPasswordSet, AUTH_ERROR_CODES.invalidPassword);
    const context = await auth.$context;
    if (!(await context.password.verify({ hash, password }))) {
      throw refuse(ACCOUNT_SERVER_MESSAGES.currentPasswordWrong, AUTH_ERROR_CODES.invalidPassword);
    }
  };
}

export type AssertCurrentPassword = ReturnType<typeof createCurrentPasswordCheck>;
