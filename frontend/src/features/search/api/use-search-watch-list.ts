import { useSearchParams } from 'react-router-dom';
import { useSearch } from './get-search';
import { searchPath, selectionOf, type SearchSelection } from './search-params';

/**
 * The video results `/watch/{id}?q=…&tool=…` walks: the results page's own infinite query (the same
 * selection, so the same cached pages in the same order), fetched further as the player nears the
 * end. Shaped as the player's list (the route hands it over; features do not import each other).
 */
export function useSearchWatchList() {
  const [params] = useSearchParams();
  const asked = selectionOf(params);
  const selection: SearchSelection = { ...asked, type: 'videos', q: asked.q.trim() };
  const results = useSearch(selection);
  const home = searchPath(selection);
  return {
    videos: results.data?.pages.flatMap((page) => page.videos) ?? [],
    isPending: results.isPending,
    hasNextPage: results.hasNextPage,
    isFetchingNextPage: results.isFetchingNextPage,
    fetchNextPage: results.fetchNextPage,
    search: home.slice('/search'.length),
    home,
  };
}
