import { paths } from '@/config/paths';
import { api, isApiError } from '@/lib/api-client';

/** Sets a new password with the token from the reset e-mail; a used or expired token is 400 INVALID_TOKEN. */
export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return api.post('/api/auth/reset-password', input);
}

export function isInvalidTokenError(error: unknown): boolean {
  return isApiError(error) && error.code === 'INVALID_TOKEN';
}

/**
 * Asks better-auth whether a reset token is still usable without spending it: its link endpoint
 * answers with a redirect to `/update-password?token=…` (usable) or `?error=INVALID_TOKEN`. The
 * redirect is followed (it is same-site) and the final address read. 'unknown' means the answer
 * did not say either way (for example a rate limit); the form then lets the reset call decide.
 */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<'valid' | 'invalid' | 'unknown'> {
  const callbackURL = paths.updatePassword.path;
  const response = await fetch(
    `/api/auth/reset-password/${encodeURIComponent(token)}?${new URLSearchParams({ callbackURL })}`,
    { credentials: 'include', redirect: 'follow', signal, headers: { Accept: 'text/html' } },
  );
  void response.body?.cancel().catch(() => {});
  if (!response.redirected || !response.url) return 'unknown';
  const landed = new URL(response.url);
  if (landed.pathname !== callbackURL) return 'unknown';
  if (landed.searchParams.has('error')) return 'invalid';
  return landed.searchParams.get('token') === token ? 'valid' : 'unknown';
}
