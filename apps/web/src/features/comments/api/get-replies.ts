import type { Comment, CommentReplies, CommentThread } from '@paddock/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

/**
 * The replies of a thread beyond those its page brought (issue 34 §23), asked for only once
 * "Show N more replies" is pressed. The key sits under the livery's comments, so a post, edit,
 * hide or delete that refreshes the threads refreshes the pages shown here too.
 */
export function useMoreReplies(liveryId: number, thread: CommentThread) {
  const [wanted, setWanted] = useState(false);
  // After the member's own reply: every page to the end, where the new reply is.
  const [toTheEnd, setToTheEnd] = useState(false);
  const query = useInfiniteQuery({
    queryKey: [...commentsKey(liveryId), 'replies', thread.id],
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentReplies>(`/api/comments/${thread.id}/replies?offset=${pageParam}`, { signal }),
    initialPageParam: thread.replies.length,
    getNextPageParam: (last, _pages, lastOffset) =>
      last.items.length > 0 && lastOffset + last.items.length < last.totalCount
        ? lastOffset + last.items.length
        : undefined,
    enabled: wanted,
  });
  const { hasNextPage, isFetching, fetchNextPage } = query;
  useEffect(() => {
    if (toTheEnd && hasNextPage && !isFetching) void fetchNextPage();
  }, [toTheEnd, hasNextPage, isFetching, fetchNextPage]);
  const loaded = query.data?.pages ?? [];
  // The page's replies first, then each page asked for; a reply seen twice (one deleted meanwhile) shows once.
  const seen = new Set<number>();
  const replies: Comment[] = [...thread.replies, ...loaded.flatMap((p) => p.items)].filter(
    (r) => !seen.has(r.id) && seen.add(r.id),
  );
  const total = loaded.at(-1)?.totalCount ?? thread.replyCount;
  const showMore = () => (wanted ? void fetchNextPage() : setWanted(true));
  const showAll = () => {
    setWanted(true);
    setToTheEnd(true);
  };
  return { replies, remaining: Math.max(0, total - replies.length), showMore, showAll, loading: isFetching };
}
