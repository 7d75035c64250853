import { Box, Center, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChevronDown, ChevronUp } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { getVideoQueryOptions } from '@/api/videos/get-video';
import { useLikeVideo } from '@/api/videos/like-video';
import { useRecordView } from '@/api/videos/record-view';
import { toastSuccess } from '@/components/ui/toast';
import { dropSound, playAllowingSound, prefersReducedMotion, takeSound } from '@/lib/playback';
import { absoluteUrl, shareLink } from '@/lib/share';
import { useAccountAction } from '@/lib/use-account-action';
import { usePageTitle } from '@/lib/use-page-title';
import { useWatchKeys } from './use-watch-keys';
import type { WatchList } from './watch-list';
import { WatchSheet, type SheetKind } from './watch-sheet';
import { WatchSlide, type WatchVideo } from './watch-slide';

const ROUND = { rounded: 'full', bg: 'blackAlpha.600', color: 'white', _hover: { bg: 'blackAlpha.800' }, minW: '11', h: '11' } as const;

/** Within this many videos of the end, the next page of the list is fetched. */
const FETCH_AHEAD = 2;
/** Share of a screen in view that makes it the one shown. */
const SHOWN_SHARE = 0.6;

/**
 * The immersive player at `/watch/{id}?…`: the videos of the list it was opened from (a feed, search
 * results: `list`, which the route picks), in the same order (the list's own cached pages, fetched
 * further at the end), one screen each, swiped with CSS scroll snapping or ↑/↓. Its URL follows the
 * video shown (replaced, so Back returns to the list). A link to a video no longer in the list shows
 * that video first.
 */
export function WatchPage({ videoId, list }: { videoId: string; list: WatchList }) {
  const { data: viewer } = useCurrentUser();
  const searchText = list.search;
  const navigate = useNavigate();
  const [startId] = useState(videoId);
  const listed = list.videos;
  // Decided once, when the list's first pages arrive: a later page bringing the video must not shift the screens.
  const pinned = useRef<boolean | null>(null);
  if (pinned.current === null && !list.isPending) pinned.current = !listed.some((video) => video.id === startId);
  const single = useQuery({ ...getVideoQueryOptions(startId), enabled: pinned.current === true });
  const videos: WatchVideo[] = !pinned.current ? listed : single.data ? [single.data, ...listed.filter((video) => video.id !== startId)] : [];

  const [current, setCurrent] = useState(-1);
  const [sheet, setSheet] = useState<{ kind: SheetKind; video: WatchVideo } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const elements = useRef(new Map<string, HTMLVideoElement>());
  const counted = useRef(new Set<string>());
  const [reduced] = useState(prefersReducedMotion);
  const shown = videos[current];
  usePageTitle(shown?.title);

  const startIndex = videos.findIndex((video) => video.id === startId);
  // Opens at the video tapped, once it is known.
  useLayoutEffect(() => {
    if (current !== -1 || startIndex === -1) return;
    setCurrent(startIndex);
    scroller.current?.querySelector(`[data-watch-index="${startIndex}"]`)?.scrollIntoView?.({ block: 'start' });
  }, [current, startIndex]);

  const started = current !== -1;
  // The screen mostly in view is the one shown (a swipe, a wheel, a key).
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined' || !started) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.watchIndex));
        }
      },
      { root, threshold: SHOWN_SHARE },
    );
    root.querySelectorAll('[data-watch-index]').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [videos.length, started]);

  // The URL names the video shown, so it can be shared; replaced, so Back leaves the player.
  useEffect(() => {
    if (shown && shown.id !== videoId) navigate(`/watch/${shown.id}${searchText}`, { replace: true, preventScrollReset: true });
  }, [shown, videoId, searchText, navigate]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (current >= videos.length - 1 - FETCH_AHEAD && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [current, videos.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const recordView = useRecordView();
  const onFirstPlay = useCallback(
    (id: string) => {
      if (counted.current.has(id)) return;
      counted.current.add(id);
      recordView(id);
    },
    [recordView],
  );
  const onVideo = useCallback((id: string, element: HTMLVideoElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  const like = useLikeVideo();
  const guard = useAccountAction(`watch:${shown?.id ?? startId}`, {
    like: () => shown && !shown.isLiked && like.mutate({ videoId: shown.id, like: true }),
    comment: () => shown && setSheet({ kind: 'comments', video: shown }),
  });

  const go = (index: number) => {
    if (index < 0 || index >= videos.length) return;
    setCurrent(index);
    scroller.current?.querySelector(`[data-watch-index="${index}"]`)?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  };
  const close = () => {
    const fromList = (window.history.state as { idx?: number } | null)?.idx;
    if (fromList) navigate(-1);
    else navigate(list.home);
  };
  const shownElement = () => (shown ? elements.current.get(shown.id) : undefined);
  useWatchKeys({
    next: () => go(current + 1),
    previous: () => go(current - 1),
    togglePlay: () => {
      const element = shownElement();
      if (!element) return;
      if (element.paused) playAllowingSound(element);
      else element.pause();
    },
    toggleMute: () => {
      const element = shownElement();
      if (!element) return;
      if (element.muted) takeSound(element);
      else dropSound(element);
    },
    close: () => !sheet && close(),
  });

  const share = async (video: WatchVideo) => {
    const outcome = await shareLink(absoluteUrl(`/watch/${video.id}${searchText}`), video.title);
    if (outcome === 'copied') toastSuccess('Video link copied!');
  };

  return (
    <Box position="fixed" inset="0" bg="black" color="white" zIndex="overlay">
      <Box
        ref={scroller}
        as="main"
        aria-label="Video player"
        h="full"
        overflowY="auto"
        css={{ scrollSnapType: 'y mandatory', overscrollBehavior: 'contain', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {videos.map((video, index) => (
          <WatchSlide
            key={video.id}
            video={video}
            index={index}
            active={index === current}
            load={index === current ? 'auto' : index === current + 1 ? 'metadata' : null}
            onVideo={onVideo}
            onFirstPlay={onFirstPlay}
            onLike={(target) => guard('like', () => like.mutate({ videoId: target.id, like: !target.isLiked }))}
            onComments={(target) => guard('comment', () => setSheet({ kind: 'comments', video: target }))}
            onDetails={(target) => setSheet({ kind: 'details', video: target })}
            onShare={share}
          />
        ))}
        {(list.isPending || single.isFetching) && (
          <Center h="100dvh" role="status" aria-label="Loading videos">
            <Spinner />
          </Center>
        )}
        {!list.isPending && !single.isFetching && videos.length === 0 && (
          <Center h="100dvh">
            <Text>This video is not available.</Text>
          </Center>
        )}
      </Box>
      <IconButton aria-label="Back" onClick={close} position="absolute" top="max(0.75rem, env(safe-area-inset-top))" left="3" {...ROUND}>
        <ArrowLeft />
      </IconButton>
      {/* With a mouse: the keyboard's ↑/↓ as buttons beside the video. */}
      <Stack display={{ base: 'none', md: 'flex' }} position="absolute" right="6" top="50%" transform="translateY(-50%)" gap="3">
        <IconButton aria-label="Previous video" onClick={() => go(current - 1)} disabled={current <= 0} {...ROUND}>
          <ChevronUp />
        </IconButton>
        <IconButton aria-label="Next video" onClick={() => go(current + 1)} disabled={current >= videos.length - 1} {...ROUND}>
          <ChevronDown />
        </IconButton>
      </Stack>
      {sheet && (
        <WatchSheet
          kind={sheet.kind}
          video={videos.find((video) => video.id === sheet.video.id) ?? sheet.video}
          viewer={viewer}
          onSignIn={() => guard('comment', () => undefined)}
          onClose={() => setSheet(null)}
        />
      )}
    </Box>
  );
}
