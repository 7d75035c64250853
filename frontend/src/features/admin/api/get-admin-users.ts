import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';

export async function getAdminUsers(q: string, cursor?: string) {
  return unwrap(apiClient.GET('/api/admin/users', { params: { query: { q: q || undefined, cursor, limit: 20 } } }));
}

/** Accounts matching an email, username, display name or id; newest first. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam }) => getAdminUsers(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
