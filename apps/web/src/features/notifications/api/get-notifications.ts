import type { NotificationPage } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationPageKey } from './query-keys';

export const getNotifications = (page: number) => api.get<NotificationPage>(`/api/notifications?page=${page}`);

/** One page of the member's notifications, newest first; the previous page stays shown while the next loads. */
export function useNotifications(page: number, enabled = true) {
  return useQuery({
    queryKey: notificationPageKey(page),
    queryFn: () => getNotifications(page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
