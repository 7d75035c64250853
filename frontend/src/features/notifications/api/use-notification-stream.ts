import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { NotificationItem } from './get-notifications';
import { setCachedUnreadCount, updateCachedNotifications } from './notification-cache';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

/**
 * Live notifications over Server-Sent Events, written straight into the cache. Answers whether
 * the stream is open; while it is not, the callers fall back to polling.
 */
export function useNotificationStream(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL, { withCredentials: true });
    source.onopen = () => setOpen(true);
    source.onerror = () => setOpen(source.readyState === EventSource.OPEN);
    source.addEventListener('unread-count', (event) => {
      const { count } = JSON.parse((event as MessageEvent<string>).data) as { count: number };
      setCachedUnreadCount(queryClient, count);
    });
    source.addEventListener('notification', (event) => {
      const notification = JSON.parse((event as MessageEvent<string>).data) as NotificationItem;
      updateCachedNotifications(queryClient, (items) => [notification, ...items.filter((item) => item.id !== notification.id)]);
    });
    return () => {
      source.close();
      setOpen(false);
    };
  }, [enabled, queryClient]);

  return open;
}
