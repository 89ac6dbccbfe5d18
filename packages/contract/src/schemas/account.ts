import { z } from 'zod';
import { LIMITS, USERNAME_PATTERN } from '../constants';
import { emptyIfBlank, isCleanMultiLineText, TEXT_MESSAGES } from '../text';
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
    .overwrite(emptyIfBlank)
    .max(1000)
    .refine(isCleanMultiLineText, { error: TEXT_MESSAGES.multiLine('The reason') })
    .nullish(),
  currentPassword: CurrentPasswordSchema.optional(),
});
export type GdprRequest = z.infer<typeof GdprRequestSchema>;

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
