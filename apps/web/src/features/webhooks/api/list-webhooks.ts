import type { WebhookList } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scopePath, type WebhookScope } from '../lib/scope';
import { webhookKeys } from './query-keys';

export const listWebhooks = (scope: WebhookScope) => api.get<WebhookList>(scopePath(scope));

export function useWebhooks(scope: WebhookScope) {
  return useQuery({ queryKey: webhookKeys.list(scope), queryFn: () => listWebhooks(scope) });
}
