import { z } from 'zod';
import { LIMITS, USERNAME_PATTERN } from '../constants';
import { isCleanMultiLineText, TEXT_MESSAGES } from '../text';
import { urlParams } from './common';

/**
 * Why an account form field or request body is refused (spec member-site §5, §8, verbatim): the
 * web shows them beside the field, the server answers them with a 400.
 */
export const ACCOUNT_INPUT_MESSAGES = {
  passwordTooShortRegister: 'Password should be at least 6 characters long.',
  consentRequired: 'You must agree to the Terms of Service and Privacy Policy.',
  passwordsDontMatch: "Passwords don't match. Please try again.",
  passwordTooShortReset: 'Password must be at least 6 characters long!',
  currentPasswordRequired: 'Current password is required to change password.',
  newPasswordTooShort: 'New password must be at least 6 characters long.',
  newPasswordsDontMatch: 'New passwords do not match. Please try again.',
  noChanges: 'No changes to save.',
  usernameRequired: 'Username is required.',
  usernameTooLong: `Username can be at most ${LIMITS.usernameMax} characters.`,
  usernameInvalid: 'Usernames may use letters, numbers, dots, dashes and underscores only.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: `Email can be at most ${LIMITS.emailMax} characters.`,
  requestTypeMismatch: 'The request type does not match this action.',
} as const;

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

const m = ACCOUNT_INPUT_MESSAGES;

export const EmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: m.emailRequired })
  .max(LIMITS.emailMax, { error: m.emailTooLong })
  .pipe(z.email({ error: m.emailInvalid }));

/**
 * USERNAME_PATTERN allows letters and digits of any script, `.`, `-`, `_` only: control,
 * text-direction (U+202E…) and zero-width (U+200B…) characters are not letters, so it refuses them
 * too. (Look-alike letters are the sign-up rules' business.)
 */
export const UsernameSchema = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, { error: m.usernameRequired })
  .max(LIMITS.usernameMax, { error: m.usernameTooLong })
  .regex(USERNAME_PATTERN, { error: m.usernameInvalid });

/** The register form; the web sends it to better-auth's sign-up with `hasGivenGdprConsent`. */
export const RegisterInputSchema = z.object({
  email: EmailSchema,
  username: UsernameSchema,
  password: z
    .string()
    .min(LIMITS.passwordMin, { error: m.passwordTooShortRegister })
    .max(LIMITS.passwordMax, { error: `Password can be at most ${LIMITS.passwordMax} characters.` }),
  consent: z.literal(true, { error: m.consentRequired }),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/**
 * The current password, asked again before the actions a stolen session must not be able to take
 * (changing the e-mail, deleting or anonymising the account). The server checks it.
 */
export const CurrentPasswordSchema = z
  .string()
  .max(LIMITS.passwordMax, { error: `Password can be at most ${LIMITS.passwordMax} characters.` });

/** PUT /users/me/profile: only the fields that changed; at least one. `currentPassword` when the e-mail changes. */
export const ProfileUpdateSchema = z
  .strictObject({
    username: UsernameSchema.optional(),
    email: EmailSchema.optional(),
    currentPassword: CurrentPasswordSchema.optional(),
  })
  .refine((v) => v.username !== undefined || v.email !== undefined, { error: m.noChanges });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileUpdateResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['user', 'moderator', 'admin']),
  /** Set when an e-mail change waits for confirmation at the new address. */
  pendingEmail: z.string().nullable(),
});
export type ProfileUpdateResult = z.infer<typeof ProfileUpdateResultSchema>;

/** GET /api/users/me/email-change/confirm?token=…: the link mailed to the new address. */
export const EmailChangeConfirmQuerySchema = urlParams(z.object({ token: z.string().max(200).optional() }));

/** The settings page's change-password form (sent to better-auth's change-password). */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, { error: m.currentPasswordRequired }),
    newPassword: z.string().min(LIMITS.passwordMin, { error: m.newPasswordTooShort }).max(LIMITS.passwordMax),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: m.newPasswordsDontMatch });

/** The /update-password form reached from the reset e-mail. */
export const ResetPasswordInputSchema = z
  .object({
    password: z.string().min(LIMITS.passwordMin, { error: m.passwordTooShortReset }).max(LIMITS.passwordMax),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsDontMatch });

/** POST /gdpr/delete-account and /gdpr/anonymize; `currentPassword` is required (checked by the server). */
export const GdprRequestSchema = z.strictObject({
  requestType: z.enum(['DELETE', 'ANONYMIZE'], { error: m.requestTypeMismatch }),
  reason: z
    .string()
    .trim()
    .max(1000)
    .refine(isCleanMultiLineText, { error: TEXT_MESSAGES.multiLine('The reason') })
    .nullish(),
  currentPassword: CurrentPasswordSchema.optional(),
});
export type GdprRequest = z.infer<typeof GdprRequestSchema>;

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
  /** 403 on sign-in with the right password before the e-mail is confirmed → ACCOUNT_ERROR_MESSAGES.emailNotConfirmed, show resend. */
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

/**
 * Where the links in account e-mails land. A failed confirmation lands on the same page with
 * `error=INVALID_TOKEN | TOKEN_EXPIRED | USER_NOT_FOUND` added (check `error` first).
 */
export const ACCOUNT_LINK_TARGETS = {
  /** After following the sign-up confirmation link. */
  emailConfirmed: '/login?confirmed=1',
  /** The reset link ends here with `?token=…` (or `?error=INVALID_TOKEN`). */
  updatePassword: '/update-password',
  emailChanged: '/settings?emailChanged=1',
  emailChangeFailed: '/settings?emailChangeError=1',
} as const;

/**
 * What POST /api/auth/sign-up/email answers, the same whether the e-mail was new or already
 * registered (no session, no user data: nothing that could tell the two apart).
 */
export const SignUpResultSchema = z.object({ status: z.literal(true), message: z.string() });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

/** The answer of POST /gdpr/anonymize and /gdpr/delete-account; every session has ended. */
export const GdprResultSchema = z.object({ status: z.enum(['deleted', 'anonymized']), message: z.string() });
export type GdprResult = z.infer<typeof GdprResultSchema>;

/** Anonymized accounts are renamed `deleted-user-<id>`; nobody else may take a name of that form. */
export const RESERVED_USERNAME_PREFIX = 'deleted-user';
export function isReservedUsername(name: string): boolean {
  return name.trim().toLowerCase().startsWith(RESERVED_USERNAME_PREFIX);
}
