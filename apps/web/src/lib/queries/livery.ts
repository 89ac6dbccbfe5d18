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
 * One livery; `id` null or undefined (an invalid address) asks nothing.
 *
 * The detail page and the edit page each had their own copy of this query under the same key, one with the
 * app's default freshness (30 s) and one kept fresh for ever; since they share the cache entry, whichever
 * page ran last decided for the other. One rule now: the entry never goes stale by itself and is not
 * refetched on window focus, because the edit form is filled from it (its class/model effects re-run on a
 * new object) and a background refetch must not rewrite what is being typed. The detail page loses nothing
 * it shows a member's own actions through: editing and favouriting write the entry, a download invalidates
 * it (which refetches whatever the staleTime), and deleting removes it.
 */
export function useLivery(id: number | null | undefined) {
  return useQuery({
    queryKey: liveryQueryKey(id ?? 0),
    queryFn: ({ signal }) => getLivery(id ?? undefined, signal),
    enabled: id != null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
