import type { LiveryVersionList } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveryQueryKey } from '@/lib/queries/livery';

/**
 * Under the livery's own key: whatever refreshes the livery (a new version, a download) can
 * refresh its versions with it. Loaded by the page on its own, so the detail answer stays small.
 */
export const liveryVersionsQueryKey = (id: number) => [...liveryQueryKey(id), 'versions'] as const;

/** GET /api/liveries/{id}/versions: newest first, with changelogs and per-version downloads. */
export function useLiveryVersions(id: number) {
  return useQuery({
    queryKey: liveryVersionsQueryKey(id),
    queryFn: ({ signal }) => api.get<LiveryVersionList>(`/api/liveries/${id}/versions`, { signal }),
  });
}
