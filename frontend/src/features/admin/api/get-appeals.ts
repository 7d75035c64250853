import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';

export async function getAppeals(cursor?: string) {
  return unwrap(apiClient.GET('/api/admin/appeals', { params: { query: { cursor, limit: 20 } } }));
}

/** Open appeals this staff member may decide, oldest first. */
export function useAppeals() {
  return useInfiniteQuery({
    queryKey: adminKeys.appeals,
    queryFn: ({ pageParam }) => getAppeals(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
