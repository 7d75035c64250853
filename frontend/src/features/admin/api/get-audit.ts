import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';

export async function getAudit(cursor?: string) {
  return unwrap(apiClient.GET('/api/admin/audit', { params: { query: { cursor, limit: 30 } } }));
}

/** The moderation log, newest first. */
export function useAudit() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam }) => getAudit(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
