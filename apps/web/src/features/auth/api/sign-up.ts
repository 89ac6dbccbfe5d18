import type { RegisterInput } from '@paddock/contract';
import { api } from '@/lib/api-client';

/** Where the confirmation link in the welcome e-mail lands once the address is verified. */
export const EMAIL_CONFIRMED_CALLBACK = '/login?confirmed=1';

/**
 * Creates the account; the server e-mails a confirmation link and answers the same whether or not
 * the address is already registered. better-auth requires `name`: the username stands in for it.
 */
export function signUp(input: RegisterInput): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', {
    email: input.email,
    password: input.password,
    name: input.username,
    username: input.username,
    hasGivenGdprConsent: input.consent,
    callbackURL: EMAIL_CONFIRMED_CALLBACK,
  });
}
