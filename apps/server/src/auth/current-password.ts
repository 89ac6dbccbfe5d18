import { ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES } from '@paddock/contract';
import type { Db } from '../db/database';
import { AppError } from '../lib/app-error';
import type { Auth } from './auth';
import { createCredentialRepository } from './credential.repository';

const refuse = (message: string, code: string) =>
  new AppError(400, code, message, [{ path: 'currentPassword', message }]);

/**
 * Asks for the current password again before an action a stolen session must not be able to take
 * (changing the e-mail, deleting or anonymising the account), checked with better-auth's own
 * hasher. Every account the site makes has a password (sign-up, admin-created users, the bootstrap
 * admin); one without any gets a clear way out instead of a dead end.
 */
export function createCurrentPasswordCheck(auth: Auth, db: Db) {
  const credentials = createCredentialRepository(db.kysely);
  return async function assertCurrentPassword(userId: number, password: string | undefined): Promise<void> {
    if (!password) {
      throw refuse(ACCOUNT_SERVER_MESSAGES.currentPasswordNeeded, AUTH_ERROR_CODES.currentPasswordRequired);
    }
    const hash = await credentials.passwordHashOf(userId);
    if (!hash) throw refuse(ACCOUNT_SERVER_MESSAGES.noPasswordSet, AUTH_ERROR_CODES.invalidPassword);
    const context = await auth.$context;
    if (!(await context.password.verify({ hash, password }))) {
      throw refuse(ACCOUNT_SERVER_MESSAGES.currentPasswordWrong, AUTH_ERROR_CODES.invalidPassword);
    }
  };
}

export type AssertCurrentPassword = ReturnType<typeof createCurrentPasswordCheck>;
