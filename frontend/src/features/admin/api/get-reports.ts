import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';

export async function getReports(cursor?: string) {
  return unwrap(apiClient.GET('/api/admin/reports', { params: { query: { cursor, limit: 20 } } }));
}

/** The reports queue, oldest first, page by page. */
export function useReports() {
  return useInfiniteQuery({
    queryKey: adminKeys.reports,
    queryFn: ({ pageParam }) => getReports(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
