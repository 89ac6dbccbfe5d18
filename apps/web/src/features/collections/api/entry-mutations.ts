import type { CollectionDetail, CollectionEntriesUpdate, CollectionEntryUpdate } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

/**
 * The entry endpoints answer the whole collection; the page takes that answer as it is and
 * other lists (mine, with counts) refresh when next shown.
 */
export const entryCalls = {
  /** POST /api/collections/{id}/entries */
  add: (id: number, liveryId: number) => api.post<CollectionDetail>(`/api/collections/${id}/entries`, { liveryId }),
  /** DELETE /api/collections/{id}/entries/{liveryId} */
  remove: (id: number, liveryId: number) => api.delete<CollectionDetail>(`/api/collections/${id}/entries/${liveryId}`),
  /** PATCH /api/collections/{id}/entries/{liveryId}: car number, driver or team. */
  update: (id: number, liveryId: number, input: CollectionEntryUpdate) =>
    api.patch<CollectionDetail>(`/api/collections/${id}/entries/${liveryId}`, input),
  /** PUT /api/collections/{id}/entries: the league-pack grid's changed rows, saved (or refused) together. */
  updateAll: (id: number, entries: CollectionEntriesUpdate['entries']) =>
    api.put<CollectionDetail>(`/api/collections/${id}/entries`, { entries }),
  /** PUT /api/collections/{id}/order: every livery of the collection, in the new order. */
  reorder: (id: number, liveryIds: number[]) =>
    api.put<CollectionDetail>(`/api/collections/${id}/order`, { liveryIds }),
};

export function useEntryMutation<A extends unknown[]>(call: (...args: A) => Promise<CollectionDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(...args),
    onSuccess: (detail) => {
      queryClient.setQueryData(collectionKeys.one(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: ['collections', 'mine'] });
      void queryClient.invalidateQueries({ queryKey: ['collections', 'user'] });
    },
  });
}
