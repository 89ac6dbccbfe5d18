import { api } from '@/lib/api-client';

export interface SignInInput {
  email: string;
  password: string;
}

/** better-auth's answer: the session cookie is set on the response; `user` is its own shape, not ours. */
export interface SignInResult {
  user?: { id: string | number; email: string } | null;
}

/**
 * 401 INVALID_EMAIL_OR_PASSWORD (also for an unconfirmed account's right password), 403 for
 * banned members (with the ban message), 429 when rate-limited; all arrive as ApiError.
 */
export function signIn(input: SignInInput): Promise<SignInResult> {
  return api.post<SignInResult>('/api/auth/sign-in/email', { email: input.email, password: input.password });
}
