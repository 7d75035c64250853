import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { FeedSelection } from './feed-selection';
import { getFeed } from './get-feed';

/**
 * The one infinite query of a selection, shared by the grid and the player: the player walks the
 * very pages the grid shows, in the same order, and fetches more into the same cache.
 */
export const feedQueryOptions = ({ tab, tool, tag }: FeedSelection) =>
  infiniteQueryOptions({
    queryKey: queryKeys.feedOf(tab, tool, tag),
    queryFn: ({ pageParam }) => getFeed(pageParam, tag, tool),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** While the owner's new upload shows as processing, the feed is also checked every so often (the notification stream is the quick path). */
export const PROCESSING_RECHECK_MS = 10_000;

export function useFeedQuery(selection: FeedSelection, enabled = true) {
  return useInfiniteQuery({
    ...feedQueryOptions(selection),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.videos.some((video) => video.status === 'processing')) ? PROCESSING_RECHECK_MS : false,
  });
}
