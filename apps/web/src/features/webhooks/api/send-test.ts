import type { WebhookDelivery } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-messages';
import { WEBHOOK_UI } from '../lib/messages';
import { webhookKeys } from './query-keys';

export const sendTest = (id: number) => api.post<WebhookDelivery>(`/api/webhooks/${id}/test`);

/** Sends a test and tells how it went; the server answers once its one try is over. */
export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTest,
    onSuccess: (delivery) => {
      if (delivery.state === 'delivered') toast.success(WEBHOOK_UI.testDelivered(delivery.statusCode));
      else toast.error(WEBHOOK_UI.testFailed(delivery.error));
      // The log shows the new row, the list the failure count.
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error) => toast.error(serverMessage(error, WEBHOOK_UI.actionFailed)),
  });
}
