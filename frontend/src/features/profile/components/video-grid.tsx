import { Button, Center, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import type { FeedVideo } from '@/api/types';
import { useLikeVideo } from '@/api/videos/like-video';
import { FeedEnd } from '@/components/ui/feed-end';
import { toastError } from '@/components/ui/toast';
import { useProgressiveList } from '@/lib/use-progressive-list';
import { useSlicedRender } from '@/lib/use-sliced-render';
import { PRIORITY_TILES, TILE_COLUMNS } from './tile-layout';
import { VideoTile } from './video-tile';

const SKELETON_TILES = 4;

interface Props {
  videos: FeedVideo[] | undefined;
  loading: boolean;
  emptyText: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?(): void;
}

/** A profile's grid of 9:16 tiles, with the spec's toasts for likes made from it. */
export function VideoGrid({ videos: latest, loading, emptyText, hasMore, loadingMore, onLoadMore }: Props) {
  const videos = useSlicedRender(latest);
  const tiles = useProgressiveList(videos ?? [], PRIORITY_TILES);
  const { data: viewer } = useCurrentUser();
  const like = useLikeVideo();
  const navigate = useNavigate();
  const location = useLocation();

  const { mutate: likeVideo } = like;
  const here = location.pathname + location.search;
  const toggleLike = useCallback(
    (video: FeedVideo) => {
      if (!viewer) {
        const next = encodeURIComponent(here);
        return toastError('Sign in required', 'Please sign in to like videos.', { label: 'Sign in', onClick: () => navigate(`/auth?next=${next}`) });
      }
      likeVideo({ videoId: video.id, like: !video.isLiked }, { onError: () => toastError('Failed to update like status. Please try again.') });
    },
    [viewer, likeVideo, navigate, here],
  );

  if (loading || (latest && !videos)) {
    return (
      <SimpleGrid columns={TILE_COLUMNS} gap={{ base: '1.5', md: '3' }} role="status" aria-label="Loading videos">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <Skeleton key={index} rounded="lg" style={{ aspectRatio: '9 / 16' }} />
        ))}
      </SimpleGrid>
    );
  }
  if (!videos || videos.length === 0) {
    return (
      <Center py="12">
        <Text color="fg.muted">{emptyText}</Text>
      </Center>
    );
  }
  return (
    <Stack gap="4">
      <SimpleGrid columns={TILE_COLUMNS} gap={{ base: '1.5', md: '3' }}>
        {tiles.shown.map((video, index) => (
          <VideoTile
            key={video.id}
            video={video}
            priority={index < PRIORITY_TILES}
            liking={like.isPending && like.variables?.videoId === video.id}
            onToggleLike={toggleLike}
          />
        ))}
      </SimpleGrid>
      {/* Once every tile is there, or they would push it down as they arrive. */}
      {tiles.complete &&
        (hasMore ? (
          <Button variant="outline" alignSelf="center" onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        ) : (
          <FeedEnd />
        ))}
    </Stack>
  );
}
