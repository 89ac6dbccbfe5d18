import type { LiveryDetail, LiveryListItem } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const liveryQueryKey = (id: number) => ['liveries', 'detail', id] as const;

export function getLivery(id: number | undefined, signal?: AbortSignal): Promise<LiveryDetail> {
  if (!id) return Promise.reject(new Error('Livery ID is required'));
  return api.get<LiveryDetail>(`/api/liveries/${id}`, { signal });
}

/** One livery; `id` null (an invalid address) asks nothing. */
export function useLivery(id: number | null) {
  return useQuery({
    queryKey: liveryQueryKey(id ?? 0),
    queryFn: ({ signal }) => getLivery(id ?? undefined, signal),
    enabled: id !== null,
  });
}

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
