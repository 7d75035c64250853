import { useParams } from 'react-router-dom';
import { VideoPage } from '@/features/video/components/video-page';

export default function VideoRoute() {
  const { id = '' } = useParams();
  return <VideoPage key={id} videoId={id} />;
}
