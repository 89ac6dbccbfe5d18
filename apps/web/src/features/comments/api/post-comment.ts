import type { Comment, CommentInput } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

/** POST /api/liveries/{id}/comments: a comment, or a reply (parentId). */
export function usePostComment(liveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => api.post<Comment>(`/api/liveries/${liveryId}/comments`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(liveryId) }),
  });
}
