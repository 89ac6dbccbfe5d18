import type { FollowState } from '@paddock/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-responses';
import { followKey } from './query-keys';

export type FollowTarget = 'creator' | 'livery';

const followPath = (target: FollowTarget, id: number) =>
  target === 'creator' ? `/api/users/${id}/follow` : `/api/liveries/${id}/follow`;

export const getFollowState = (target: FollowTarget, id: number) => api.get<FollowState>(followPath(target, id));

/**
 * The member's own follow state, asked apart from the public answers so they stay cacheable. A
 * signed-in member's livery page carries it (apps/server page-meta-prefetch.ts): the button and
 * the count are then right in the first render, and nothing beside them moves.
 */
export function useFollowState(target: FollowTarget, id: number, enabled: boolean) {
  return useQuery({
    queryKey: followKey(target, id),
    queryFn: () => getFollowState(target, id),
    enabled,
    initialData: () =>
      enabled ? (takeInitialResponse(followPath(target, id))?.data as FollowState | undefined) : undefined,
    initialDataUpdatedAt: () => performance.timeOrigin,
  });
}

/** Follow or unfollow; the button shows the server's answer. */
export function useToggleFollow(target: FollowTarget, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow ? api.post<FollowState>(followPath(target, id)) : api.delete<FollowState>(followPath(target, id)),
    onSuccess: (state) => queryClient.setQueryData(followKey(target, id), state),
    onError: (error) => toast.error(error.message),
  });
}
