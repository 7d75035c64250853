import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export function getFollowers(userId: string, cursor?: string) {
  return unwrap(apiClient.GET('/api/users/{id}/followers', { params: { path: { id: userId }, query: { cursor, limit: 50 } } }));
}

export const getFollowersQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.followers(userId),
    queryFn: ({ pageParam }) => getFollowers(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useFollowers(userId: string, enabled: boolean) {
  return useInfiniteQuery({ ...getFollowersQueryOptions(userId), enabled });
}
