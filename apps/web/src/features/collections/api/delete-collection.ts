import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

/** DELETE /api/collections/{id} */
export function deleteCollection(id: number): Promise<void> {
  return api.delete<void>(`/api/collections/${id}`);
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
