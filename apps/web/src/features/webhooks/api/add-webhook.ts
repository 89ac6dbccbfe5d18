import type { WebhookCreate, WebhookCreated } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scopePath, type WebhookScope } from '../lib/scope';
import { webhookKeys } from './query-keys';

export const addWebhook = (scope: WebhookScope, input: WebhookCreate) =>
  api.post<WebhookCreated>(scopePath(scope), input);

/** Adds a webhook; the answer carries its secret, which the caller shows once. */
export function useAddWebhook(scope: WebhookScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookCreate) => addWebhook(scope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(scope) }),
  });
}
