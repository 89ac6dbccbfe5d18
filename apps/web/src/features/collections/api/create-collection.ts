import type { CollectionCreateInput, CollectionSummary } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

/** POST /api/collections */
export function createCollection(input: CollectionCreateInput): Promise<CollectionSummary> {
  return api.post<CollectionSummary>('/api/collections', input);
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
