import { api } from '@/lib/api-client';

/** Ends the session: better-auth deletes it and clears the HttpOnly cookie. */
export function signOut(): Promise<void> {
  return api.post<void>('/api/auth/sign-out', {});
}
