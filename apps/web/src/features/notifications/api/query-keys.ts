/** Everything cached about the member's notifications starts with this key, so one invalidation refreshes it all. */
export const notificationsKey = ['notifications'] as const;
export const unreadCountKey = [...notificationsKey, 'unread-count'] as const;
export const notificationPageKey = (page: number) => [...notificationsKey, 'page', page] as const;
export const digestSettingsKey = [...notificationsKey, 'settings'] as const;
export const followKey = (target: 'creator' | 'livery', id: number) => ['follow', target, id] as const;
