import type { Role } from '@paddock/contract';
import { hashPassword } from 'better-auth/crypto';
import type { Auth } from './auth';

export interface CredentialUserInput {
  email: string;
  username: string;
  password: string;
  role: Role;
  emailVerified: boolean;
  hasGivenGdprConsent?: boolean;
}

/**
 * Creates a user who signs in with a password, through better-auth's own adapter so the rows look
 * exactly like a self-registered account. Used by the bootstrap admin and by admins creating users.
 */
export async function createCredentialUser(auth: Auth, input: CredentialUserInput): Promise<{ id: number }> {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: input.username,
      username: input.username.toLowerCase(),
      displayUsername: input.username,
      emailVerified: input.emailVerified,
      role: input.role,
      ...(input.hasGivenGdprConsent ? { hasGivenGdprConsent: true, gdprConsentDate: new Date() } : {}),
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: String(user.id),
    password: await hashPassword(input.password),
  });
  return { id: Number(user.id) };
}
