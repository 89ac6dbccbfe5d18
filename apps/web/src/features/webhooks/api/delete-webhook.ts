import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-messages';
import { WEBHOOK_UI } from '../lib/messages';
import { webhookKeys } from './query-keys';

export const deleteWebhook = (id: number) => api.delete<null>(`/api/webhooks/${id}`);

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => {
      toast.success(WEBHOOK_UI.deleted);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error) => toast.error(serverMessage(error, WEBHOOK_UI.actionFailed)),
  });
}
