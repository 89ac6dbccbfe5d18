import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  AUTH_ERROR_CODES as C,
  type ErrorResponse,
  MESSAGES,
} from '@paddock/contract';

type Rewrite = { status?: number; code?: string; message: string };

/** The same too-short message each form of the spec shows. */
const PASSWORD_TOO_SHORT_BY_PATH: Record<string, string> = {
  '/sign-up/email': ACCOUNT_INPUT_MESSAGES.passwordTooShortRegister,
  '/reset-password': ACCOUNT_INPUT_MESSAGES.passwordTooShortReset,
  '/change-password': ACCOUNT_INPUT_MESSAGES.newPasswordTooShort,
};

/** Each sign-in path's refusal of a wrong password. */
const SIGN_IN_CODES: Record<string, string> = {
  '/sign-in/email': C.invalidEmailOrPassword,
  '/sign-in/username': C.invalidUsernameOrPassword,
};

/**
 * An unconfirmed account's right password is refused exactly like a wrong one. Otherwise signing
 * up with someone's address and then signing in with the password just chosen would tell whether
 * the address had an account: "not confirmed" (the sign-up made one) or "wrong password" (the
 * owner's was kept). The login page offers to resend the confirmation after any refusal, and the
 * sign-in throttle counts it as a failure (auth-hooks.ts).
 */
const wrongPassword = (path: string): Rewrite => ({
  status: 401,
  code: SIGN_IN_CODES[path],
  message: ACCOUNT_ERROR_MESSAGES.loginFailed,
});

function rewrite(path: string, code: string): Rewrite | undefined {
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_USERNAME_OR_PASSWORD':
      return { message: ACCOUNT_ERROR_MESSAGES.loginFailed };
    case 'EMAIL_NOT_VERIFIED':
      return SIGN_IN_CODES[path] ? wrongPassword(path) : { message: ACCOUNT_ERROR_MESSAGES.emailNotConfirmed };
    case 'BANNED_USER':
      return { code: C.banned, message: MESSAGES.auth.banned };
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return path === '/reset-password'
        ? { code: C.invalidToken, message: ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired }
        : { message: ACCOUNT_SERVER_MESSAGES.confirmLinkInvalid };
    case 'PASSWORD_TOO_SHORT':
      return { message: PASSWORD_TOO_SHORT_BY_PATH[path] ?? ACCOUNT_INPUT_MESSAGES.newPasswordTooShort };
    case 'PASSWORD_TOO_LONG':
      return { message: ACCOUNT_SERVER_MESSAGES.passwordTooLong };
    case 'INVALID_PASSWORD':
      return { message: ACCOUNT_SERVER_MESSAGES.currentPasswordWrong };
    case 'INVALID_EMAIL':
      return { message: ACCOUNT_INPUT_MESSAGES.emailInvalid };
    case 'USERNAME_IS_ALREADY_TAKEN':
      return { status: 409, code: C.usernameTaken, message: ACCOUNT_ERROR_MESSAGES.usernameTaken };
    case 'USERNAME_TOO_LONG':
      return { code: C.usernameInvalid, message: ACCOUNT_INPUT_MESSAGES.usernameTooLong };
    case 'USERNAME_TOO_SHORT':
      return { code: C.usernameInvalid, message: ACCOUNT_INPUT_MESSAGES.usernameRequired };
    case 'INVALID_USERNAME':
      return { message: ACCOUNT_INPUT_MESSAGES.usernameInvalid };
  }
  return undefined;
}

/**
 * better-auth's error answers (`{code, message}`, its own wording) in the API's error shape
 * `{statusCode, code, message}` with the site's human texts, so the web handles one format.
 */
export function toApiError(path: string, status: number, body: unknown): { status: number; body: ErrorResponse } {
  const raw = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown };
  // The per-account sign-in throttle words its own refusal (how long this account must wait).
  if (status === 429 && raw.code === C.signInThrottled && typeof raw.message === 'string') {
    return { status, body: { statusCode: 429, code: C.signInThrottled, message: raw.message } };
  }
  if (status === 429) {
    return {
      status,
      body: { statusCode: 429, code: C.rateLimited, message: MESSAGES.common.tooManyRequests },
    };
  }
  const code = typeof raw.code === 'string' && raw.code ? raw.code : status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  const message =
    status >= 500
      ? MESSAGES.common.unexpected
      : typeof raw.message === 'string' && raw.message
        ? raw.message
        : MESSAGES.common.validation;
  const change = status >= 500 ? undefined : rewrite(path, code);
  const finalStatus = change?.status ?? status;
  return {
    status: finalStatus,
    body: { statusCode: finalStatus, code: change?.code ?? code, message: change?.message ?? message },
  };
}
