import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { NotificationItem } from './get-notifications';

type ListData = { notifications: NotificationItem[]; nextCursor: string | null };

export function updateCachedNotifications(queryClient: QueryClient, change: (items: NotificationItem[]) => NotificationItem[]): void {
  queryClient.setQueryData<ListData>(queryKeys.notificationList, (data) => (data ? { ...data, notifications: change(data.notifications) } : data));
}

export function setCachedUnreadCount(queryClient: QueryClient, count: number | ((current: number) => number)): void {
  queryClient.setQueryData<{ count: number }>(queryKeys.unreadCount, (data) => ({
    count: Math.max(0, typeof count === 'function' ? count(data?.count ?? 0) : count),
  }));
}
