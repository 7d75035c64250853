import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';

export type RemixSort = 'newest' | 'mostLiked';

/** The public remixes of a video, newest or most liked first (keyset pages). */
export function getRemixes(videoId: string, sort: RemixSort, cursor?: string) {
  return unwrap(apiClient.GET('/api/videos/{id}/remixes', { params: { path: { id: videoId }, query: { sort, limit: 12, cursor } } }));
}

export const getRemixesQueryOptions = (videoId: string, sort: RemixSort) =>
  infiniteQueryOptions({
    queryKey: ['videos', 'remixes', videoId, sort] as const,
    queryFn: ({ pageParam }) => getRemixes(videoId, sort, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useRemixes(videoId: string, sort: RemixSort, enabled = true) {
  return useInfiniteQuery({ ...getRemixesQueryOptions(videoId, sort), enabled });
}
