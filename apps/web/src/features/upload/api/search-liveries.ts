import type { LiveryPage } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const RESULTS = 6;

/** The site's livery search (GET /api/liveries?search=), a few cards, for picking an original (issue 36). */
export function searchLiveries(term: string, signal?: AbortSignal): Promise<LiveryPage> {
  const query = new URLSearchParams({ search: term, pageSize: String(RESULTS) });
  return api.get<LiveryPage>(`/api/liveries?${query}`, { signal });
}

/** Asks once the term has two characters; the last results stay while the next ones load. */
export function useLiverySearch(term: string) {
  return useQuery({
    queryKey: ['liveries', 'credit-search', term],
    queryFn: ({ signal }) => searchLiveries(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
