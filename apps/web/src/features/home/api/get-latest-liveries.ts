import { LIMITS, type LiveryListItem } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getLatestLiveries(count: number, signal?: AbortSignal): Promise<LiveryListItem[]> {
  return api.get<LiveryListItem[]>(`/api/liveries/latest?count=${count}`, { signal });
}

/** The newest liveries for the home page (it asks for 8). */
export function useLatestLiveries(count: number = LIMITS.homeLatestCount) {
  return useQuery({
    queryKey: ['liveries', 'latest', count],
    queryFn: ({ signal }) => getLatestLiveries(count, signal),
  });
}
