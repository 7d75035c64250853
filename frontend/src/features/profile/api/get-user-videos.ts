import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export function getUserVideos(userId: string, cursor?: string) {
  return unwrap(apiClient.GET('/api/videos/user/{userId}', { params: { path: { userId }, query: { cursor, limit: 24 } } }));
}

export const getUserVideosQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.userVideos(userId),
    queryFn: ({ pageParam }) => getUserVideos(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useUserVideos(userId: string) {
  return useInfiniteQuery(getUserVideosQueryOptions(userId));
}
