import {
  ACCOUNT_INPUT_MESSAGES,
  CurrentPasswordSchema,
  EmailSchema,
  LIMITS,
  USERNAME_PATTERN,
  UsernameSchema,
} from '@paddock/contract';
import { z } from 'zod';

/** Under the login form's Email field: it takes a username too (issue 34 §24). */
export const LOGIN_NAME_HINT = 'Or your username.';
/** A login name that is neither an e-mail address nor a possible username. */
export const LOGIN_NAME_INVALID = 'Please enter a valid email address or username.';

/** Who signs in: an e-mail address (it has an @) or a username, for better-auth's two sign-in paths. */
export type LoginName = { email: string } | { username: string };

/**
 * The login form's first field. The spec names it Email (member-site §2 Login); better-auth also
 * signs in by username, which is what the demo members and many players remember.
 */
const LoginNameSchema = z
  .string({ error: ACCOUNT_INPUT_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: ACCOUNT_INPUT_MESSAGES.emailRequired })
  .transform((text, ctx): LoginName => {
    if (text.includes('@')) {
      const email = EmailSchema.safeParse(text);
      if (email.success) return { email: email.data };
      ctx.addIssue({ code: 'custom', message: email.error.issues[0]?.message ?? '', input: text });
      return z.NEVER;
    }
    if (text.length <= LIMITS.usernameMax && USERNAME_PATTERN.test(text)) return { username: text };
    ctx.addIssue({ code: 'custom', message: LOGIN_NAME_INVALID, input: text });
    return z.NEVER;
  });

/** The login form. The contract has no sign-in schema (better-auth owns the endpoint). */
export const LoginFormSchema = z.object({
  login: LoginNameSchema,
  password: z.string().min(1, { error: 'Please enter your password.' }),
});
export type LoginFormInput = z.input<typeof LoginFormSchema>;
export type LoginFormValues = z.output<typeof LoginFormSchema>;

/**
 * The settings profile form: username and email required; only the changed ones are sent. The
 * current password is asked (and sent) only when the email changes.
 */
export const ProfileFormSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  currentPassword: CurrentPasswordSchema.optional(),
});
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;
