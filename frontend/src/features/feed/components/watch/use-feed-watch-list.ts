import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { useFeedQuery } from '../../api/feed-query';
import { forViewer, searchOf, selectionOf } from '../../api/feed-selection';
import type { WatchList } from './watch-list';

/** The feed `/watch/{id}?feed=…&tool=…&tag=…` walks: the grid's own infinite query, so the same pages in the same order. */
export function useFeedWatchList(): WatchList {
  const [search] = useSearchParams();
  const { data: viewer } = useCurrentUser();
  const selection = forViewer(selectionOf(search), viewer === null);
  const searchText = searchOf(selection);
  const feed = useFeedQuery(selection, viewer?.id ?? null, selection.tab !== 'following' || !!viewer);
  return {
    videos: feed.data?.pages.flatMap((page) => page.videos) ?? [],
    isPending: feed.isPending,
    hasNextPage: feed.hasNextPage,
    isFetchingNextPage: feed.isFetchingNextPage,
    fetchNextPage: feed.fetchNextPage,
    search: searchText,
    home: `/${searchText}`,
  };
}
