import { api } from '@/lib/api-client';
import type { LoginName } from '../schemas';

export type SignInInput = LoginName & { password: string };

/** better-auth's answer: the session cookie is set on the response; `user` is its own shape, not ours. */
export interface SignInResult {
  user?: { id: string | number; email: string } | null;
}

/**
 * Signs in by e-mail or by username (better-auth's two paths; the server refuses both the same
 * way): 401 INVALID_EMAIL_OR_PASSWORD or INVALID_USERNAME_OR_PASSWORD (also for an unconfirmed
 * account's right password), 403 for banned members (with the ban message), 429 when
 * rate-limited; all arrive as ApiError.
 */
export function signIn(input: SignInInput): Promise<SignInResult> {
  if ('username' in input) {
    return api.post<SignInResult>('/api/auth/sign-in/username', { username: input.username, password: input.password });
  }
  return api.post<SignInResult>('/api/auth/sign-in/email', { email: input.email, password: input.password });
}
