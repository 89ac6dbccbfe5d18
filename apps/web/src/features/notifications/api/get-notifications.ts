import type { NotificationPage, UnreadCount } from '@paddock/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationPageKey, unreadCountKey } from './query-keys';

export const getNotifications = (page: number) => api.get<NotificationPage>(`/api/notifications?page=${page}`);

/**
 * One page of the member's notifications, newest first; the previous page stays shown while the
 * next loads. Each page answers the unread count of the same moment, and it becomes the bell's
 * count (issue 34 §21): the badge and the list it opens never disagree.
 */
export function useNotifications(page: number, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationPageKey(page),
    queryFn: async () => {
      const answer = await getNotifications(page);
      queryClient.setQueryData<UnreadCount>(unreadCountKey, { unreadCount: answer.unreadCount });
      return answer;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
