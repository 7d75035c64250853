import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { useEffect, useState } from 'react';
import type { NotificationItem } from './get-notifications';
import { setCachedUnreadCount, updateCachedNotifications } from './notification-cache';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

/** Fetches again every list and page that may show the video whose processing just ended. */
export function refreshProcessedVideo(queryClient: QueryClient, videoId: string | null | undefined): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.videoLists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
  if (videoId) void queryClient.invalidateQueries({ queryKey: queryKeys.video(videoId) });
}

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
      // The owner's "Processing…" card (feed, profile, its page) becomes the ready video, or says why it failed.
      if (notification.type === 'video_ready' || notification.type === 'video_failed') refreshProcessedVideo(queryClient, notification.videoId);
    });
    return () => {
      source.close();
      setOpen(false);
    };
  }, [enabled, queryClient]);

  return open;
}
