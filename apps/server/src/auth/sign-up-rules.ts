import {
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  AUTH_ERROR_CODES,
  isReservedUsername,
  LIMITS,
  MESSAGES,
  type SignUpResult,
} from '@paddock/contract';
import { APIError, isAPIError } from 'better-auth/api';

export const SIGN_UP = '/sign-up/email';

export const SIGN_UP_ACCEPTED: SignUpResult = { status: true, message: ACCOUNT_SERVER_MESSAGES.signUpAccepted };

/**
 * Checks every sign-up before better-auth looks the e-mail up, so a request is refused or
 * accepted for the same reasons whether or not the address already has an account (better-auth
 * itself skips user creation, and with it our database hooks, for a known address).
 */
export function checkSignUp(path: string, body: Record<string, unknown>): void {
  if (path !== SIGN_UP) return;
  if (body.hasGivenGdprConsent !== true) {
    throw new APIError('BAD_REQUEST', {
      message: MESSAGES.auth.consentRequired,
      code: AUTH_ERROR_CODES.consentRequired,
    });
  }
  const username = body.username;
  if (typeof username !== 'string' || username.trim() === '') {
    throw new APIError('BAD_REQUEST', {
      message: ACCOUNT_INPUT_MESSAGES.usernameRequired,
      code: AUTH_ERROR_CODES.usernameInvalid,
    });
  }
  if (isReservedUsername(username)) {
    throw new APIError('BAD_REQUEST', {
      message: ACCOUNT_SERVER_MESSAGES.usernameReserved,
      code: AUTH_ERROR_CODES.usernameReserved,
    });
  }
  if (typeof body.email === 'string' && body.email.trim().length > LIMITS.emailMax) {
    throw new APIError('BAD_REQUEST', { message: ACCOUNT_INPUT_MESSAGES.emailTooLong, code: 'INVALID_EMAIL' });
  }
  // The public name is the username as typed: a client cannot show itself under another name,
  // attach an image URL, or steer the confirmation link (we build it ourselves).
  body.displayUsername = username;
  body.name = username;
  delete body.image;
  delete body.callbackURL;
}

/**
 * A new and a known address get the same answer: better-auth's would carry a user object
 * whose id and fields differ between the two cases. Answers what to send instead, if anything.
 */
export function signUpAnswer(path: string, returned: unknown): SignUpResult | undefined {
  if (path !== SIGN_UP) return undefined;
  if (isAPIError(returned)) return undefined;
  if (returned instanceof Response && returned.status !== 200) return undefined;
  return SIGN_UP_ACCEPTED;
}
