import { Box, Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Film } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { ErrorState } from '@/components/ui/error-state';
import { FeedEnd } from '@/components/ui/feed-end';
import { Masonry } from '@/components/video-card/masonry';
import { firstScreenCards } from '@/components/video-card/card-columns';
import { useColumnCount } from '@/components/video-card/use-column-count';
import { VideoCard } from '@/components/video-card/video-card';
import { VideoCardSkeleton } from '@/components/video-card/video-card-skeleton';
import { displayRatio } from '@/lib/aspect-ratio';
import { toolLabel } from '@/lib/tools';
import { usePageTitle } from '@/lib/use-page-title';
import { useProgressiveList } from '@/lib/use-progressive-list';
import { useSlicedRender } from '@/lib/use-sliced-render';
import { useFeedQuery } from '../api/feed-query';
import { forViewer, homeSelection, searchOf, type FeedSelection } from '../api/feed-selection';
import { CreateProfilePrompt } from './create-profile-prompt';
import { FeedTabs } from './feed-tabs';
import { FollowingEmpty } from './following-empty';
import { TagFilterHeader } from './tag-filter-header';
import { ToolChips } from './tool-chips';

export const SKELETON_CARDS = 6;
const SKELETON_RATIOS = [16 / 9, 9 / 16, 1, 16 / 9, 4 / 3, 9 / 16];

/**
 * What `/` shows: the URL's tab, or at a bare `/` the tab last chosen; Following only for a
 * signed-in viewer (while the session loads it waits, a visitor gets Latest).
 */
function useSelection(): FeedSelection {
  const [search] = useSearchParams();
  const { data: viewer } = useCurrentUser();
  const navigate = useNavigate();
  const selection = forViewer(homeSelection(search), viewer === null);
  const shown = searchOf(selection);
  const bare = !search.has('feed');
  // The URL says which tab shows, so it can be shared and Back returns to it.
  useEffect(() => {
    if (bare && selection.tab !== 'latest') navigate({ search: shown }, { replace: true });
  }, [bare, selection.tab, shown, navigate]);
  return selection;
}

/**
 * The home feed: tabs (Latest, For You, Following) and tool chips above a masonry of 1–4 columns,
 * loading the next page as the end comes near; at `/?tag=neon`, the videos tagged #neon.
 */
export function Feed() {
  const selection = useSelection();
  const { tab, tool, tag } = selection;
  const { data: viewer } = useCurrentUser();
  const feed = useFeedQuery(selection, viewer?.id ?? null, tab !== 'following' || !!viewer);
  usePageTitle(tag && `#${tag}`);
  const columns = useColumnCount();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const pages = useSlicedRender(feed.data);
  const videos = pages?.pages.flatMap((page) => page.videos) ?? [];
  const cards = useProgressiveList(videos, firstScreenCards(columns));
  // What follows the cards waits for all of them, or it would jump down as they arrive.
  const rendered = pages === feed.data && cards.complete;

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
    // `rendered`: the sentinel comes after the cards, once they are all on the page.
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, rendered]);

  const top = (
    <>
      {tag ? <TagFilterHeader tag={tag} /> : <FeedTabs selection={selection} signedIn={!!viewer} />}
      <ToolChips selection={selection} />
    </>
  );
  const frame = (children: ReactNode) => (
    <Container maxW="8xl" py="4" px={{ base: '3', md: '6' }}>
      {top}
      {children}
    </Container>
  );

  if (feed.isError) {
    return frame(<ErrorState title="Unable to load the feed" onRetry={() => feed.refetch()} />);
  }

  if (feed.isPending || !pages) {
    return frame(
      <>
        <Heading as={tag ? 'p' : 'h1'} size="md" mb="4" color="fg.muted" fontWeight="medium" role="status">
          Loading feed...
        </Heading>
        <Masonry
          items={SKELETON_RATIOS.slice(0, SKELETON_CARDS)}
          columns={columns}
          ratioOf={(ratio) => ratio}
          render={(ratio, index) => <VideoCardSkeleton key={index} ratio={ratio} />}
        />
      </>,
    );
  }

  if (videos.length === 0 && tab === 'following' && !tool) return frame(<FollowingEmpty onFollowed={() => feed.refetch()} />);
  if (videos.length === 0 && (tag || tool)) {
    return frame(
      <Stack align="center" gap="3" textAlign="center" py="16">
        <Text color="fg.muted">{`No ${tool ? `${toolLabel(tool)} ` : ''}videos${tag ? ` tagged #${tag}` : ''} yet.`}</Text>
        <Button asChild variant="outline">
          <RouterLink to={{ pathname: '/', search: tool ? searchOf({ ...selection, tool: undefined }) : '' }}>See all videos</RouterLink>
        </Button>
      </Stack>,
    );
  }
  if (videos.length === 0) {
    return frame(
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
      </Center>,
    );
  }

  const watchSearch = searchOf(selection);
  return frame(
    <>
      {!tag && (
        <Heading as="h1" srOnly>
          Feed
        </Heading>
      )}
      <CreateProfilePrompt />
      <Masonry
        items={cards.shown}
        columns={columns}
        ratioOf={displayRatio}
        render={(video, index) => (
          <VideoCard
            key={video.id}
            video={video}
            priority={index < firstScreenCards(columns)}
            watchPath={`/watch/${video.id}${watchSearch}`}
            forYou={tab === 'foryou'}
          />
        )}
      />
      {rendered && <Box ref={sentinel} h="1px" />}
      {(isFetchingNextPage || !rendered) && (
        <Center py="6" role="status" aria-label="Loading more videos">
          <Spinner />
        </Center>
      )}
      {!hasNextPage && rendered && <FeedEnd />}
    </>,
  );
}
