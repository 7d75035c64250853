import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';

export async function getCommentReports(cursor?: string) {
  return unwrap(apiClient.GET('/api/admin/reports/comments', { params: { query: { cursor, limit: 20 } } }));
}

/** Reported comments, grouped by comment, oldest first. */
export function useCommentReports() {
  return useInfiniteQuery({
    queryKey: adminKeys.commentReports,
    queryFn: ({ pageParam }) => getCommentReports(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
