import { api } from '@/lib/api-client';

/** Changes the password of the signed-in member and ends their other sessions. */
export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return api.post('/api/auth/change-password', {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    revokeOtherSessions: true,
  });
}
