import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { NOTIFICATION_POLL_MS } from './get-notifications';

export function getUnreadCount() {
  return unwrap(apiClient.GET('/api/notifications/unread-count'));
}

export const getUnreadCountQueryOptions = () => queryOptions({ queryKey: queryKeys.unreadCount, queryFn: getUnreadCount });

export function useUnreadCount(poll: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), refetchInterval: poll ? NOTIFICATION_POLL_MS : false });
}
