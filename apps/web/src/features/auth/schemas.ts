import { CurrentPasswordSchema, EmailSchema, UsernameSchema } from '@paddock/contract';
import { z } from 'zod';

/** The login form. The contract has no sign-in schema (better-auth owns the endpoint). */
export const LoginFormSchema = z.object({
  email: EmailSchema,
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
