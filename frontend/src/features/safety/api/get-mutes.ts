import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export function getMutes(cursor?: string) {
  return unwrap(apiClient.GET('/api/user/mutes', { params: { query: { cursor, limit: 50 } } }));
}

/** The people the viewer muted, newest first, 50 a page; every page carries all their muted words. */
export function useMutes() {
  return useInfiniteQuery({
    queryKey: queryKeys.mutes,
    queryFn: ({ pageParam }) => getMutes(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
