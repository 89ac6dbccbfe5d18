import type { LiveryDetail } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One cache entry per livery, shared by the detail page and the edit page. */
export const liveryQueryKey = (id: number) => ['liveries', 'detail', id] as const;

/** GET /api/liveries/{id}: the livery with its uploader, tags, regions, files and counts. */
export function getLivery(id: number | undefined, signal?: AbortSignal): Promise<LiveryDetail> {
  if (!id) return Promise.reject(new Error('Livery ID is required'));
  return api.get<LiveryDetail>(`/api/liveries/${id}`, { signal });
}

/**
 * One livery; `id` null or undefined (an invalid address) asks nothing. Freshness is per page (each
 * observer of the shared entry keeps its own): the detail page uses the app's default, so counts
 * other players move show up; the edit page (`forEditing`) never refetches by itself, because its
 * form is filled from this object (the class/model effects re-run on a new one) and a background
 * refetch must not rewrite what is being typed.
 */
export function useLivery(id: number | null | undefined, { forEditing = false } = {}) {
  return useQuery({
    queryKey: liveryQueryKey(id ?? 0),
    queryFn: ({ signal }) => getLivery(id ?? undefined, signal),
    enabled: id != null,
    ...(forEditing ? { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false } : {}),
  });
}
