import { useParams } from 'react-router-dom';
import { WatchPage } from '@/features/feed/components/watch/watch-page';

/** Not keyed by id: the player replaces its URL as the viewer swipes, and stays the same player. */
export default function WatchRoute() {
  const { id = '' } = useParams();
  return <WatchPage videoId={id} />;
}
