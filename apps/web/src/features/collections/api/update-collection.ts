import type { CollectionSummary, CollectionUpdate } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

/** PATCH /api/collections/{id}: name, description, visibility, league pack. */
export function updateCollection(id: number, input: CollectionUpdate): Promise<CollectionSummary> {
  return api.patch<CollectionSummary>(`/api/collections/${id}`, input);
}

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CollectionUpdate }) => updateCollection(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
