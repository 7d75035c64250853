import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { setCachedUnreadCount, updateCachedNotifications } from './notification-cache';

export function markAllNotificationsRead() {
  return unwrap(apiClient.PATCH('/api/notifications/read-all'));
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      updateCachedNotifications(queryClient, (items) => items.map((item) => ({ ...item, isRead: true })));
      setCachedUnreadCount(queryClient, 0);
    },
    onError: (error) => console.error('Failed to mark notifications read', error),
  });
}
