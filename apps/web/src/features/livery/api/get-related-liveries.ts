import type { LiveryListItem } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveryQueryKey } from '@/lib/queries/livery';

export function getRelatedLiveries(id: number, limit: number, signal?: AbortSignal): Promise<LiveryListItem[]> {
  return api.get<LiveryListItem[]>(`/api/liveries/${id}/related?limit=${limit}`, { signal });
}

/** 'You Might Also Like': asked only once the livery itself has loaded. */
export function useRelatedLiveries(id: number, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: [...liveryQueryKey(id), 'related', limit],
    queryFn: ({ signal }) => getRelatedLiveries(id, limit, signal),
    enabled,
  });
}
