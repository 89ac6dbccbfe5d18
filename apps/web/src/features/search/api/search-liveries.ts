import { LIMITS, type LiveryListItem, type LiveryPage } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The header's quick search: up to five liveries and what the search matched (to mark it, or "Did you mean"). */
export interface QuickSearch {
  items: LiveryListItem[];
  search?: LiveryPage['search'];
}

/**
 * Up to five liveries matching `term`, best match first. No sortBy: the server's default with a
 * search is relevance, the same order Browse shows by default (issue 38 §4).
 */
export async function searchLiveries(term: string, signal?: AbortSignal): Promise<QuickSearch> {
  const query = new URLSearchParams({ search: term, pageSize: String(LIMITS.headerSearchResults) });
  const page = await api.get<LiveryPage>(`/api/liveries?${query}`, { signal });
  return { items: page.items.slice(0, LIMITS.headerSearchResults), search: page.search };
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
