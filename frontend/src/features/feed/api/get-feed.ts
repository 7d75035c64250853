import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** One screenful and a bit: a small first page renders and paints sooner. */
export const FEED_PAGE_SIZE = 12;

export function getFeed(cursor?: string) {
  return unwrap(apiClient.GET('/api/videos', { params: { query: { cursor, limit: FEED_PAGE_SIZE } } }));
}

export const getFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.feed,
    queryFn: ({ pageParam }) => getFeed(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useFeed() {
  return useInfiniteQuery(getFeedQueryOptions());
}
