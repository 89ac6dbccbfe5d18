import type { GdprRequest } from '@paddock/contract';
import { api } from '@/lib/api-client';

/** Keeps the member's liveries but strips everything that identifies them (the server ends their sessions). */
export function anonymizeAccount(reason: string | null, currentPassword: string): Promise<unknown> {
  return api.post('/api/gdpr/anonymize', { requestType: 'ANONYMIZE', reason, currentPassword } satisfies GdprRequest);
}
