import type { LiveryDetail } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-responses';

/** One cache entry per livery, shared by the detail page and the edit page. */
export const liveryQueryKey = (id: number) => ['liveries', 'detail', id] as const;

const liveryPath = (id: number) => `/api/liveries/${id}`;

/** GET /api/liveries/{id}: the livery with its uploader, tags, regions, files and counts. */
export function getLivery(id: number | undefined, signal?: AbortSignal): Promise<LiveryDetail> {
  if (!id) return Promise.reject(new Error('Livery ID is required'));
  return api.get<LiveryDetail>(liveryPath(id), { signal });
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
    // The answer the server put into the page seeds the cache before the first render, so that
    // render already shows the livery and its first screenshot (the page's LCP image, preloaded
    // from the HTML) instead of a loading line and a second render a microtask later. Dated from
    // the page's load, so it goes stale like any other answer.
    initialData: () =>
      id != null ? (takeInitialResponse(liveryPath(id))?.data as LiveryDetail | undefined) : undefined,
    initialDataUpdatedAt: () => performance.timeOrigin,
    ...(forEditing ? { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false } : {}),
  });
}
