import { DERIVATIVES_PAGE_SIZE, type LiveryPage } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveryQueryKey } from '@/lib/queries/livery';

/** GET /api/liveries/{id}/derivatives (issue 36): the liveries based on one, newest first. */
export function getDerivatives(id: number, pageNumber: number, signal?: AbortSignal): Promise<LiveryPage> {
  const query = new URLSearchParams({ pageNumber: String(pageNumber), pageSize: String(DERIVATIVES_PAGE_SIZE) });
  return api.get<LiveryPage>(`/api/liveries/${id}/derivatives?${query}`, { signal });
}

/** Asked only once the reader opens the list. */
export function useDerivatives(id: number, pageNumber: number, enabled: boolean) {
  return useQuery({
    queryKey: [...liveryQueryKey(id), 'derivatives', pageNumber],
    queryFn: ({ signal }) => getDerivatives(id, pageNumber, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
