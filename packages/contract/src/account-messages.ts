import { LIMITS } from './constants';

// Account texts and error codes, apart from the account schemas (no zod here): every page's error
// handling reads them, and a constant in a schema file brings that file's zod schemas with it.

/**
 * The spec's words (member-site §5, §8) for an account call that failed for a reason other than
 * its input: the server sends them as the error's `message`, the web shows them as they come.
 */
export const ACCOUNT_ERROR_MESSAGES = {
  usernameTaken: 'That username is already taken.',
  emailNotConfirmed: 'Your email address is not confirmed yet. Check your email (and spam!) for the confirmation link.',
  loginFailed: 'Failed to log in. Please check your credentials and try again.',
  loginNoUser: "Login attempt didn't return a user or an error. Please try again.",
  resetLinkInvalidOrExpired: 'Invalid or expired password reset link. Please request a new one.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
} as const;

/** Account texts the server sends beyond the spec's own (§5, §8 leave these cases unworded). */
export const ACCOUNT_SERVER_MESSAGES = {
  signUpAccepted: 'Check your email to confirm your account, then log in.',
  resetRequested: 'If an account exists for this address, we have sent it a link to reset the password.',
  verificationSent: 'If this address has an unconfirmed account, we have sent it a new confirmation link.',
  emailConfirmed: 'Your email address is confirmed. You can log in now.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Request a new one below.',
  currentPasswordWrong: 'Your current password is not correct.',
  /** Changing the e-mail, deleting or anonymising the account without the current password. */
  currentPasswordNeeded: 'Enter your current password to confirm.',
  /** The same, for an account that has no password to check (none are made today; see current-password.ts). */
  noPasswordSet: 'Your account has no password yet. Set one with "Forgot password?" on the login page first.',
  passwordTooLong: `Password can be at most ${LIMITS.passwordMax} characters.`,
  usernameReserved: 'This username is reserved. Please choose another one.',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  usernameLookAlike: 'That username looks too much like an existing or reserved one. Please choose another one.',
  usernameMixedScripts: 'Usernames may not mix letters from different alphabets (for example Latin and Cyrillic).',
  signInThrottled: (seconds: number) =>
    `Too many failed sign-in attempts for this account. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  emailChangePending: 'Check your new email address for a link to confirm the change.',
  emailChanged: 'Your email address has been updated.',
  emailChangeLinkInvalid: 'This email change link is invalid or has expired. Please request the change again.',
  lastAdmin:
    'You are the only administrator. Make another member an administrator before deleting or anonymizing your account.',
  accountDeleted: 'Your account and everything you uploaded have been deleted.',
  accountAnonymized: 'Your account has been anonymized. Your liveries stay online without your name.',
} as const;

/**
 * Error codes of account and auth answers (`{statusCode, code, message}`), for the web to map to
 * the spec's texts. The server's `message` is already human; these say which case it is.
 */
export const AUTH_ERROR_CODES = {
  /** better-auth's refusal of an unconfirmed account's right password; sign-in answers it as invalidEmailOrPassword / invalidUsernameOrPassword (auth-errors.ts). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 403 on sign-in, and on any signed-in call, for a banned member → MESSAGES.auth.banned. */
  banned: 'BANNED',
  /** 401 on sign-in by e-mail: unknown e-mail and wrong password answer the same → ACCOUNT_ERROR_MESSAGES.loginFailed. */
  invalidEmailOrPassword: 'INVALID_EMAIL_OR_PASSWORD',
  /** 401 on sign-in by username, same rule → ACCOUNT_ERROR_MESSAGES.loginFailed. */
  invalidUsernameOrPassword: 'INVALID_USERNAME_OR_PASSWORD',
  /** 400 from /reset-password: reused, expired or tampered token → ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired. */
  invalidToken: 'INVALID_TOKEN',
  /** 400 from /change-password, a profile e-mail change and the GDPR calls when the current password is wrong. */
  invalidPassword: 'INVALID_PASSWORD',
  /** 400 from a profile e-mail change and the GDPR calls sent without the current password. */
  currentPasswordRequired: 'CURRENT_PASSWORD_REQUIRED',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordTooLong: 'PASSWORD_TOO_LONG',
  consentRequired: 'CONSENT_REQUIRED',
  /** 409 on sign-up and on a profile change → ACCOUNT_ERROR_MESSAGES.usernameTaken. */
  usernameTaken: 'USERNAME_TAKEN',
  usernameInvalid: 'INVALID_USERNAME',
  usernameReserved: 'USERNAME_RESERVED',
  /** 409 on sign-up and on a profile change: the name looks like another member's or a reserved one. */
  usernameLookAlike: 'USERNAME_LOOK_ALIKE',
  /** 400 on sign-up and on a profile change: letters from more than one script (Latin and Cyrillic…). */
  usernameMixedScripts: 'USERNAME_MIXED_SCRIPTS',
  /** 400 on sign-up, reset and change: the password is on the list of the most common ones. */
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  /** 429 with Retry-After on sign-in: too many failed attempts for this account (from any address). */
  signInThrottled: 'SIGN_IN_THROTTLED',
  /** 429 with Retry-After (seconds). */
  rateLimited: 'RATE_LIMITED',
  /** 400 when a GDPR call's requestType is not the route's (DELETE, ANONYMIZE). */
  requestTypeMismatch: 'REQUEST_TYPE_MISMATCH',
  /** 409 when the only administrator tries to delete or anonymize their own account. */
  lastAdmin: 'LAST_ADMIN',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];
