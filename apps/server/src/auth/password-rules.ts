import { ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES, LIMITS } from '@paddock/contract';
import { APIError } from 'better-auth/api';
import { isCommonPassword } from './common-passwords';

/** Where a new password is chosen, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/**
 * Refuses a new password from the common-passwords list. A password too short or too long is left
 * to better-auth, so those keep the spec's length messages.
 */
export function checkNewPassword(path: string, body: Record<string, unknown>): void {
  const field = NEW_PASSWORD_FIELD[path];
  if (!field) return;
  const password = body[field];
  if (typeof password !== 'string' || password.length < LIMITS.passwordMin || password.length > LIMITS.passwordMax) {
    return;
  }
  if (isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', {
      code: AUTH_ERROR_CODES.passwordTooCommon,
      message: ACCOUNT_SERVER_MESSAGES.passwordTooCommon,
    });
  }
}
