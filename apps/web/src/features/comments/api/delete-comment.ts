import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

/** DELETE /api/comments/{id}: the author's own, or any for admins. */
export function useDeleteComment(liveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/comments/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(liveryId) }),
  });
}
