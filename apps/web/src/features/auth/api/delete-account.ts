import type { GdprRequest } from '@paddock/contract';
import { api } from '@/lib/api-client';

/** Removes the account for good (the server ends its sessions). */
export function deleteAccount(reason: string | null, currentPassword: string): Promise<unknown> {
  return api.post('/api/gdpr/delete-account', { requestType: 'DELETE', reason, currentPassword } satisfies GdprRequest);
}
