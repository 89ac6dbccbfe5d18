import type { FollowState } from '@paddock/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { followKey } from './query-keys';

export type FollowTarget = 'creator' | 'livery';

const followPath = (target: FollowTarget, id: number) =>
  target === 'creator' ? `/api/users/${id}/follow` : `/api/liveries/${id}/follow`;

export const getFollowState = (target: FollowTarget, id: number) => api.get<FollowState>(followPath(target, id));

/** The member's own follow state, asked apart from the public page so that page stays cacheable. */
export function useFollowState(target: FollowTarget, id: number, enabled: boolean) {
  return useQuery({ queryKey: followKey(target, id), queryFn: () => getFollowState(target, id), enabled });
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
