import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** E-mails a reset link that lands on /update-password; answers 200 whether or not the address exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: paths.updatePassword.path });
}
