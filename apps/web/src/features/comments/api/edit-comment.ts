import type { Comment } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

/** PATCH /api/comments/{id}: the author's edit, within 15 minutes of posting. */
export function useEditComment(liveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }) => api.patch<Comment>(`/api/comments/${id}`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(liveryId) }),
  });
}
