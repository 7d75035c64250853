import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export function getFollowing(userId: string, cursor?: string) {
  return unwrap(apiClient.GET('/api/users/{id}/following', { params: { path: { id: userId }, query: { cursor, limit: 50 } } }));
}

export const getFollowingQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.following(userId),
    queryFn: ({ pageParam }) => getFollowing(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useFollowing(userId: string, enabled: boolean) {
  return useInfiniteQuery({ ...getFollowingQueryOptions(userId), enabled });
}
