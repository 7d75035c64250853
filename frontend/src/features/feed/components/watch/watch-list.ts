import type { WatchVideo } from './watch-slide';

/**
 * The videos the player walks, as a list feature (a feed, search results) gives them: the pages
 * fetched so far, flattened, and a way to fetch the next one. The route picks the list from the URL.
 */
export interface WatchList {
  videos: WatchVideo[];
  /** The first page is still coming. */
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The query string every player URL keeps, naming the list (`?feed=foryou`, `?q=dragon`), or ''. */
  search: string;
  /** Where Back goes when the player was opened by a link (no list page to return to). */
  home: string;
}
