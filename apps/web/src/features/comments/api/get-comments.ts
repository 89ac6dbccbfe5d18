import type { CommentOrder, CommentPage } from '@paddock/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every page of a livery's comments shares this prefix: a change refreshes them all. */
export const commentsKey = (liveryId: number) => ['comments', liveryId] as const;

export function getComments(liveryId: number, order: CommentOrder, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), order });
  return api.get<CommentPage>(`/api/liveries/${liveryId}/comments?${query}`, { signal });
}

/** GET /api/liveries/{id}/comments, page after page ("Load more"). */
export function useComments(liveryId: number, order: CommentOrder) {
  return useInfiniteQuery({
    queryKey: [...commentsKey(liveryId), order],
    queryFn: ({ pageParam, signal }) => getComments(liveryId, order, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : undefined),
  });
}
