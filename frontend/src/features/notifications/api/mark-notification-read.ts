import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { updateCachedNotifications } from './notification-cache';

export function markNotificationRead(notificationId: string) {
  return unwrap(apiClient.PATCH('/api/notifications/{id}/read', { params: { path: { id: notificationId } } }));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_result, notificationId) => {
      updateCachedNotifications(queryClient, (items) => items.map((item) => (item.id === notificationId ? { ...item, isRead: true } : item)));
      // The server's count, not a local decrement: the live stream may have sent it already.
      return queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount });
    },
    onError: (error) => console.error('Failed to mark a notification read', error),
  });
}
