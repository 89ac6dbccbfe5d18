import type { MailOutboxSummary, MailResendResult } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';
import { useAdminMutation } from '../components/use-admin-mutation';

/** GET /api/admin/mail: how many e-mails wait, were sent or failed, and the failed ones. */
export function useMailOutbox() {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'mail-outbox'],
    queryFn: ({ signal }) => api.get<MailOutboxSummary>('/api/admin/mail', { signal }),
  });
}

/** POST /api/admin/mail/{id}/resend: a fresh round of tries for a failed e-mail. */
export function useResendMail() {
  return useAdminMutation((id: number) => api.post<MailResendResult>(`/api/admin/mail/${id}/resend`));
}
