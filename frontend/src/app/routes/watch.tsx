import { useParams, useSearchParams } from 'react-router-dom';
import { useFeedWatchList } from '@/features/feed/components/watch/use-feed-watch-list';
import { WatchPage } from '@/features/feed/components/watch/watch-page';
import { useSearchWatchList } from '@/features/search/api/use-search-watch-list';

function FeedWatch({ videoId }: { videoId: string }) {
  return <WatchPage videoId={videoId} list={useFeedWatchList()} />;
}

function SearchWatch({ videoId }: { videoId: string }) {
  return <WatchPage videoId={videoId} list={useSearchWatchList()} />;
}

/**
 * The player walks the list it was opened from: `?q=…` (and the search's filters) the video results
 * of that search, otherwise the feed `?feed=…&tool=…&tag=…` names. Not keyed by id: the player
 * replaces its URL as the viewer swipes, and stays the same player.
 */
export default function WatchRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return search.get('q')?.trim() ? <SearchWatch videoId={id} /> : <FeedWatch videoId={id} />;
}
