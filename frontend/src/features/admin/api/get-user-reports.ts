import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';

export async function getUserReports(cursor?: string) {
  return unwrap(apiClient.GET('/api/admin/reports/users', { params: { query: { cursor, limit: 20 } } }));
}

/** Reported accounts, grouped by account, oldest first. */
export function useUserReports() {
  return useInfiniteQuery({
    queryKey: adminKeys.userReports,
    queryFn: ({ pageParam }) => getUserReports(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
