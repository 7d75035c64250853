import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export const NOTIFICATIONS_LIMIT = 30;
export const NOTIFICATION_POLL_MS = 30_000;

export function getNotifications() {
  return unwrap(apiClient.GET('/api/notifications', { params: { query: { limit: NOTIFICATIONS_LIMIT } } }));
}

export const getNotificationsQueryOptions = () => queryOptions({ queryKey: queryKeys.notificationList, queryFn: getNotifications });

/** Polled every 30 s unless the live stream is delivering. */
export function useNotifications(poll: boolean) {
  return useQuery({ ...getNotificationsQueryOptions(), refetchInterval: poll ? NOTIFICATION_POLL_MS : false });
}

export type NotificationItem = Awaited<ReturnType<typeof getNotifications>>['notifications'][number];
