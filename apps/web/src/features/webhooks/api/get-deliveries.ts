import type { WebhookDeliveries } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

export const getDeliveries = (id: number) => api.get<WebhookDeliveries>(`/api/webhooks/${id}/deliveries`);

/** A webhook's delivery log, asked only while it is open. */
export function useDeliveries(id: number, open: boolean) {
  return useQuery({ queryKey: webhookKeys.deliveries(id), queryFn: () => getDeliveries(id), enabled: open });
}
