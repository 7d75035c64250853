import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** One screenful and a bit: a small first page renders and paints sooner. */
export const FEED_PAGE_SIZE = 12;

/** The tag of `/?tag=neon` (a leading # and spaces ignored, as the server does), or undefined for the whole feed. */
export function feedTagOf(search: URLSearchParams): string | undefined {
  return search.get('tag')?.trim().replace(/^#/, '').trim() || undefined;
}

/** A page of the feed; with a tag, of the videos carrying it. */
export function getFeed(cursor?: string, tag?: string) {
  return unwrap(apiClient.GET('/api/videos', { params: { query: { cursor, limit: FEED_PAGE_SIZE, tag } } }));
}

export const getFeedQueryOptions = (tag?: string) =>
  infiniteQueryOptions({
    queryKey: tag ? queryKeys.taggedFeed(tag) : queryKeys.feed,
    queryFn: ({ pageParam }) => getFeed(pageParam, tag),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** While the owner's new upload shows as processing, the feed is also checked every so often (the notification stream is the quick path). */
export const PROCESSING_RECHECK_MS = 10_000;

export function useFeed(tag?: string) {
  return useInfiniteQuery({
    ...getFeedQueryOptions(tag),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.videos.some((video) => video.status === 'processing')) ? PROCESSING_RECHECK_MS : false,
  });
}
