import { ACCOUNT_ERROR_MESSAGES, ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES, MESSAGES } from '@paddock/contract';
import { isApiError } from '@/lib/api-client';

/** What a failed sign-in says (spec member-site §8 Login). */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ACCOUNT_ERROR_MESSAGES.loginFailed;
  if (error.code === 'EMAIL_NOT_VERIFIED') return ACCOUNT_ERROR_MESSAGES.emailNotConfirmed;
  // Failed attempts on this account from anywhere: it must wait, however the client connects.
  if (error.code === AUTH_ERROR_CODES.signInThrottled && error.retryAfterSeconds) {
    return ACCOUNT_SERVER_MESSAGES.signInThrottled(error.retryAfterSeconds);
  }
  if (error.status === 429) return rateLimitMessage(error.retryAfterSeconds);
  // Banned members get the server's ban message.
  if (error.status === 403) return error.message || MESSAGES.auth.banned;
  return ACCOUNT_ERROR_MESSAGES.loginFailed;
}

export function isEmailNotConfirmed(error: unknown): boolean {
  return isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED';
}

export function rateLimitMessage(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return MESSAGES.common.tooManyRequests;
  return `${MESSAGES.common.tooManyRequests} You can try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`;
}

/** The server's own message when it answered, else `fallback` (network failures, unknown errors). */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error, 429)) return rateLimitMessage(error.retryAfterSeconds);
  if (isApiError(error) && error.status > 0 && error.message) return error.message;
  return fallback;
}

/** The `{m}` in 'Data export failed: {m}' and friends. */
export function failureDetail(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.common.unexpected;
}

/** The server's refusal of a password from the common-passwords list, for the field it belongs under. */
export function tooCommonPasswordMessage(error: unknown): string | null {
  if (!isApiError(error) || error.code !== AUTH_ERROR_CODES.passwordTooCommon) return null;
  return error.message || ACCOUNT_SERVER_MESSAGES.passwordTooCommon;
}

const USERNAME_REFUSALS = new Set<string>([
  AUTH_ERROR_CODES.usernameTaken,
  AUTH_ERROR_CODES.usernameLookAlike,
  AUTH_ERROR_CODES.usernameMixedScripts,
  AUTH_ERROR_CODES.usernameReserved,
]);

/** The server's refusal of a username (taken, look-alike, mixed scripts, reserved), for the username field. */
export function usernameRefusalMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  // better-auth's own code for a name taken at the last moment.
  if (error.code === 'USERNAME_IS_ALREADY_TAKEN') return ACCOUNT_ERROR_MESSAGES.usernameTaken;
  return USERNAME_REFUSALS.has(error.code) && error.message ? error.message : null;
}
