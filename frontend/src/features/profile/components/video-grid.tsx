import { Button, Center, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FeedVideo } from '@/api/types';
import { VideoCard } from '@/components/video-card/video-card';
import { VideoCardSkeleton } from '@/components/video-card/video-card-skeleton';

interface Props {
  videos: FeedVideo[] | undefined;
  loading: boolean;
  emptyText: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?(): void;
  onSignInRequired?(): void;
}

/** The profile's two-column grid. */
export function VideoGrid({ videos, loading, emptyText, hasMore, loadingMore, onLoadMore, onSignInRequired }: Props) {
  if (loading) {
    return (
      <SimpleGrid columns={2} gap={{ base: '2', md: '4' }} role="status" aria-label="Loading videos">
        {[0, 1, 2, 3].map((index) => (
          <VideoCardSkeleton key={index} />
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
      <SimpleGrid columns={2} gap={{ base: '2', md: '4' }} alignItems="start">
        {videos.map((video, index) => (
          <VideoCard key={video.id} video={video} priority={index < 4} compact onSignInRequired={onSignInRequired} />
        ))}
      </SimpleGrid>
      {hasMore && (
        <Button variant="outline" alignSelf="center" onClick={onLoadMore} loading={loadingMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
