import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiResponse } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export type ListedPerson = ApiResponse<'/api/user/blocks', 'get'>['users'][number];

export function getBlocks(cursor?: string) {
  return unwrap(apiClient.GET('/api/user/blocks', { params: { query: { cursor, limit: 50 } } }));
}

/** The people the viewer blocked, newest first, 50 a page. */
export function useBlocks() {
  return useInfiniteQuery({
    queryKey: queryKeys.blocks,
    queryFn: ({ pageParam }) => getBlocks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
