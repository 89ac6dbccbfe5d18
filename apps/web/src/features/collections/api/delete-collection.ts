import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

/**
 * The owner's DELETE /api/collections/{id}; with a reason, an admin's removal of another member's
 * public collection (POST /api/admin/collections/{id}/remove: audit-logged, the owner e-mailed it).
 */
export function deleteCollection({ id, reason }: { id: number; reason?: string }): Promise<void> {
  return reason === undefined
    ? api.delete<void>(`/api/collections/${id}`)
    : api.post<void>(`/api/admin/collections/${id}/remove`, { reason });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
