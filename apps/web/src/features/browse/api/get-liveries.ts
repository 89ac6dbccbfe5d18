import type { LiveryPage } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One page of GET /api/liveries for an already built query (see toBrowseQuery). */
export function getLiveries(query: URLSearchParams, signal?: AbortSignal): Promise<LiveryPage> {
  return api.get<LiveryPage>(`/api/liveries?${query}`, { signal });
}

/** A page of results, with the page number and size it was asked for. */
export interface BrowsePage extends LiveryPage {
  pageNumber: number;
  pageSize: number;
}

export function useBrowseLiveries(query: URLSearchParams, { enabled = true } = {}) {
  const key = query.toString();
  return useQuery({
    queryKey: ['liveries', 'browse', key],
    queryFn: async ({ signal }): Promise<BrowsePage> => {
      const params = new URLSearchParams(key);
      const page = await getLiveries(params, signal);
      return { ...page, pageNumber: Number(params.get('pageNumber') ?? 1), pageSize: Number(params.get('pageSize')) };
    },
    enabled,
    // The current page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
