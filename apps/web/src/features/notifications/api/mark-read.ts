import type { UnreadCount } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { notificationsKey, unreadCountKey } from './query-keys';

export const markNotificationRead = (id: number) => api.post<UnreadCount>(`/api/notifications/${id}/read`);
export const markAllNotificationsRead = () => api.post<UnreadCount>('/api/notifications/read-all');

/** Marks one or all read; the bell takes the server's new count, the lists refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const settle = (result: UnreadCount) => {
    queryClient.setQueryData(unreadCountKey, result);
    void queryClient.invalidateQueries({
      queryKey: notificationsKey,
      predicate: (q) => q.queryKey[1] !== 'unread-count',
    });
  };
  const one = useMutation({ mutationFn: markNotificationRead, onSuccess: settle });
  const all = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: settle,
    onError: (error) => toast.error(error.message),
  });
  return { markOne: (id: number) => one.mutate(id), markAll: () => all.mutate(), pending: all.isPending };
}
