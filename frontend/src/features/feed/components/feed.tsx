import { Box, Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Film } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { FeedEnd } from '@/components/ui/feed-end';
import { Masonry } from '@/components/video-card/masonry';
import { useColumnCount } from '@/components/video-card/use-column-count';
import { VideoCard } from '@/components/video-card/video-card';
import { VideoCardSkeleton } from '@/components/video-card/video-card-skeleton';
import { displayRatio } from '@/lib/aspect-ratio';
import { usePageTitle } from '@/lib/use-page-title';
import { feedTagOf, useFeed } from '../api/get-feed';
import { CreateProfilePrompt } from './create-profile-prompt';
import { TagFilterHeader } from './tag-filter-header';

export const SKELETON_CARDS = 6;
const SKELETON_RATIOS = [16 / 9, 9 / 16, 1, 16 / 9, 4 / 3, 9 / 16];

/** The home feed (or, at `/?tag=neon`, the videos tagged #neon): a masonry of 1–4 columns, loading the next page as the end comes near. */
export function Feed() {
  const [search] = useSearchParams();
  const tag = feedTagOf(search);
  const feed = useFeed(tag);
  usePageTitle(tag && `#${tag}`);
  const columns = useColumnCount();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) fetchNextPage();
      },
      { rootMargin: '800px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (feed.isPending) {
    return (
      <Container maxW="8xl" py="4" px={{ base: '3', md: '6' }}>
        {tag && <TagFilterHeader tag={tag} />}
        <Heading as={tag ? 'p' : 'h1'} size="md" mb="4" color="fg.muted" fontWeight="medium" role="status">
          Loading feed...
        </Heading>
        <Masonry
          items={SKELETON_RATIOS.slice(0, SKELETON_CARDS)}
          columns={columns}
          ratioOf={(ratio) => ratio}
          render={(ratio, index) => <VideoCardSkeleton key={index} ratio={ratio} />}
        />
      </Container>
    );
  }

  if (feed.isError) {
    return <ErrorState title="Unable to load the feed" onRetry={() => feed.refetch()} />;
  }

  const videos = feed.data.pages.flatMap((page) => page.videos);
  if (videos.length === 0 && tag) {
    return (
      <Container maxW="8xl" py="4" px={{ base: '3', md: '6' }}>
        <TagFilterHeader tag={tag} />
        <Stack align="center" gap="3" textAlign="center" py="16">
          <Text color="fg.muted">No videos tagged #{tag} yet.</Text>
          <Button asChild variant="outline">
            <RouterLink to="/">See all videos</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }
  if (videos.length === 0) {
    return (
      <Center py="20" px="6">
        <Stack align="center" gap="3" textAlign="center">
          <Box color="fg.muted">
            <Film size={48} aria-hidden />
          </Box>
          <Heading as="h1" size="lg">
            No videos yet
          </Heading>
          <Text color="fg.muted">Be the first to share an AI-generated video.</Text>
          <Button asChild colorPalette="purple">
            <RouterLink to="/upload">Upload a video</RouterLink>
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <Container maxW="8xl" py="4" px={{ base: '3', md: '6' }}>
      {tag ? (
        <TagFilterHeader tag={tag} />
      ) : (
        <Heading as="h1" srOnly>
          Feed
        </Heading>
      )}
      <CreateProfilePrompt />
      <Masonry
        items={videos}
        columns={columns}
        ratioOf={displayRatio}
        // The masonry puts the first `columns` videos atop the columns and the next ones under them: the
        // first two rows are what a visitor sees first (on a phone the second card's poster is the largest).
        render={(video, index) => <VideoCard key={video.id} video={video} priority={index < 2 * columns} />}
      />
      <Box ref={sentinel} h="1px" />
      {isFetchingNextPage && (
        <Center py="6" role="status" aria-label="Loading more videos">
          <Spinner />
        </Center>
      )}
      {!hasNextPage && <FeedEnd />}
    </Container>
  );
}
