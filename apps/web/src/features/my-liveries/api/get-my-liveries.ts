import type { LiveryListItem } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under 'liveries', so anything that invalidates livery lists (upload, edit, delete) refreshes it too. */
export const myLiveriesQueryKey = ['liveries', 'mine'] as const;

/** GET /api/liveries/my-liveries: the signed-in member's own liveries, newest first. */
export function getMyLiveries(signal?: AbortSignal): Promise<LiveryListItem[]> {
  return api.get<LiveryListItem[]>('/api/liveries/my-liveries', { signal });
}

export function useMyLiveries() {
  return useQuery({ queryKey: myLiveriesQueryKey, queryFn: ({ signal }) => getMyLiveries(signal) });
}
