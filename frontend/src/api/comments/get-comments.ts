import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';

export function getComments(videoId: string, cursor?: string) {
  return unwrap(apiClient.GET('/api/videos/{id}/comments', { params: { path: { id: videoId }, query: { cursor, limit: 50 } } }));
}

export const getCommentsQueryOptions = (videoId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments(videoId),
    queryFn: ({ pageParam }) => getComments(videoId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Loaded once when first enabled; kept in the cache afterwards. */
export function useComments(videoId: string, enabled = true) {
  return useInfiniteQuery({ ...getCommentsQueryOptions(videoId), enabled });
}
