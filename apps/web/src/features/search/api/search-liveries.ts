import { LIMITS, type LiveryListItem, type LiveryPage } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Up to five liveries whose title or author matches `term` (the header's quick search). */
export async function searchLiveries(term: string, signal?: AbortSignal): Promise<LiveryListItem[]> {
  const query = new URLSearchParams({ search: term, pageSize: String(LIMITS.headerSearchResults) });
  const page = await api.get<LiveryPage>(`/api/liveries?${query}`, { signal });
  return page.items.slice(0, LIMITS.headerSearchResults);
}

export function useLiverySearch(term: string) {
  return useQuery({
    queryKey: ['liveries', 'quick-search', term],
    queryFn: ({ signal }) => searchLiveries(term, signal),
    enabled: term.length > 0,
    // A failed search just shows nothing: no retries, no error message (spec member-site §8).
    retry: false,
    placeholderData: keepPreviousData,
  });
}
