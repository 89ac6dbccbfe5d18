import type { Webhook } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-messages';
import { WEBHOOK_UI } from '../lib/messages';
import { webhookKeys } from './query-keys';

export const setWebhookEnabled = (id: number, enabled: boolean) =>
  api.patch<Webhook>(`/api/webhooks/${id}`, { enabled });

/** Turns a webhook on (a fresh failure count) or off, and says so. */
export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setWebhookEnabled(id, enabled),
    onSuccess: (webhook) => {
      toast.success(webhook.enabled ? WEBHOOK_UI.turnedOn : WEBHOOK_UI.turnedOff);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error) => toast.error(serverMessage(error, WEBHOOK_UI.actionFailed)),
  });
}
