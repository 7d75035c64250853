import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { FeedReason, FeedVideo } from '@/api/types';
import type { FeedSelection } from './feed-selection';
import { getFeed } from './get-feed';
import { getFollowing } from './get-following';
import { getForYou } from './get-for-you';

/** A page of any tab: For You's videos also say why they are there. */
export interface FeedPage {
  videos: Array<FeedVideo & { reasons?: FeedReason[] }>;
  nextCursor: string | null;
}

function feedPage({ tab, tool, tag }: FeedSelection, cursor?: string): Promise<FeedPage> {
  if (tab === 'foryou') return getForYou(cursor, tool);
  if (tab === 'following') return getFollowing(cursor, tool);
  return getFeed(cursor, tag, tool);
}

/**
 * The one infinite query of a selection, shared by the grid and the player: the player walks the
 * very pages the grid shows, in the same order, and fetches more into the same cache.
 */
export const feedQueryOptions = (selection: FeedSelection) =>
  infiniteQueryOptions({
    queryKey: queryKeys.feedOf(selection.tab, selection.tool, selection.tag),
    queryFn: ({ pageParam }) => feedPage(selection, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** While the owner's new upload shows as processing, the feed is also checked every so often (the notification stream is the quick path). */
export const PROCESSING_RECHECK_MS = 10_000;
/** A ready video's preview loop follows as its own job (ready does not wait for it); its owner's feed looks for it this long after the upload. */
export const PREVIEW_WAIT_MS = 5 * 60_000;

/**
 * Whether the feed should be fetched again soon: one of the viewer's own videos is still processing,
 * or is ready but its preview loop, made after, has not come yet (no event says when it does).
 */
export function awaitsOwnVideo(pages: FeedPage[], viewerId: string | null, now = Date.now()): boolean {
  return pages.some((page) =>
    page.videos.some(
      (video) =>
        video.status === 'processing' ||
        (video.creator.id === viewerId && video.status === 'ready' && video.previewUrl === null && now - Date.parse(video.createdAt) < PREVIEW_WAIT_MS),
    ),
  );
}

export function useFeedQuery(selection: FeedSelection, viewerId: string | null, enabled = true) {
  return useInfiniteQuery({
    ...feedQueryOptions(selection),
    enabled,
    refetchInterval: (query) => (awaitsOwnVideo(query.state.data?.pages ?? [], viewerId) ? PROCESSING_RECHECK_MS : false),
  });
}
