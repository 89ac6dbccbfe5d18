import type { LiveryDetail } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const liveryQueryKey = (id: number) => ['liveries', 'detail', id] as const;

/** GET /api/liveries/{id}: the livery as the edit page needs it (camel-case regions, tags, file). */
export function getLivery(id: number, signal?: AbortSignal): Promise<LiveryDetail> {
  return api.get<LiveryDetail>(`/api/liveries/${id}`, { signal });
}

export function useLivery(id: number | undefined) {
  return useQuery({
    queryKey: liveryQueryKey(id ?? 0),
    queryFn: ({ signal }) => getLivery(id as number, signal),
    enabled: id !== undefined,
    // The form is filled once from this; a background refetch must not rewrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
