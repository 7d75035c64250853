import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export type LikedVideosProblem = 'LOGIN_REQUIRED' | 'ACCESS_DENIED' | 'FETCH_FAILED';

/** 401: the viewer must sign in; 403: this user's likes are private. */
export function likedVideosProblem(error: unknown): LikedVideosProblem {
  if (error instanceof ApiError && error.status === 401) return 'LOGIN_REQUIRED';
  if (error instanceof ApiError && error.status === 403) return 'ACCESS_DENIED';
  return 'FETCH_FAILED';
}

export function getLikedVideos(userId: string, cursor?: string) {
  return unwrap(apiClient.GET('/api/users/{id}/liked-videos', { params: { path: { id: userId }, query: { cursor, limit: 24 } } }));
}

export const getLikedVideosQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.likedVideos(userId),
    queryFn: ({ pageParam }) => getLikedVideos(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useLikedVideos(userId: string, enabled: boolean) {
  return useInfiniteQuery({ ...getLikedVideosQueryOptions(userId), enabled });
}
