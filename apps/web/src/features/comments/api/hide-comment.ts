import type { Comment } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

/** POST /api/comments/{id}/hide or /unhide: the livery's uploader or an admin. */
export function useHideComment(liveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      api.post<Comment>(`/api/comments/${id}/${hidden ? 'hide' : 'unhide'}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(liveryId) }),
  });
}
