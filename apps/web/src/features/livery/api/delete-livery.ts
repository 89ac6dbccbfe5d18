import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveryQueryKey } from '@/lib/queries/livery';

export function deleteLivery(id: number | undefined): Promise<{ deleted: true }> {
  if (!id) return Promise.reject(new Error('Livery ID is required for delete'));
  return api.delete<{ deleted: true }>(`/api/liveries/${id}`);
}

/** Deletes a livery; lists are marked stale (not refetched while the page is still on screen). */
export function useDeleteLivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLivery(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['liveries'], refetchType: 'none' }),
  });
}

/** Forgets a deleted livery once its page is gone. */
export function useForgetLivery() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.removeQueries({ queryKey: liveryQueryKey(id) });
}
