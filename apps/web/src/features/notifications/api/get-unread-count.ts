import { NOTIFICATION_RULES, type UnreadCount } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadCountKey } from './query-keys';

export const getUnreadCount = () => api.get<UnreadCount>('/api/notifications/unread-count');

/**
 * The bell's count: a cheap call, asked when the page regains focus and once a minute while it is
 * visible (react-query pauses the interval in background tabs). Only for signed-in members.
 */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: getUnreadCount,
    enabled,
    refetchInterval: NOTIFICATION_RULES.bellPollMs,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}
