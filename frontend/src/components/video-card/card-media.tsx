import { Box, Center, Stack, Text, chakra } from '@chakra-ui/react';
import { VideoOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FeedVideo } from '@/api/types';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { displayRatio } from '@/lib/aspect-ratio';
import { canHover, isPhone, playQuietly, prefersReducedMotion, saveData, takePreviewTurn } from '@/lib/playback';
import { whenIdle } from '@/lib/when-idle';
import { usePlaceholder } from './use-placeholder';
import { CARD_IMAGE_SIZES } from './card-columns';

export const LAZY_MARGIN = '200px';
/** Further than this from the viewport, a card's video element goes and its decoder is released. */
export const RELEASE_MARGIN = '1500px';
/** Share of a card (or of the viewport, for a card taller than it) in view before its preview downloads and plays on a touch screen. */
export const PLAY_VISIBLE_SHARE = 0.6;
const PLAY_THRESHOLDS = [0, 0.2, 0.4, 0.6, 0.8, 1];
/**
 * A pixel shorter than the poster under it. Chromium measures a picture for Largest Contentful Paint
 * in whole pixels and a video's frame in fractions, so a loop over a poster 217.125 px tall was
 * "larger" by 48 px² and its first frame became the feed's LCP, 1.5 s later than the poster as
 * Lighthouse simulates it (bench 10c: LCP 3.3 s in 3 runs of 5). The line left shows the poster.
 */
const PREVIEW_HEIGHT = 'calc(100% - 1px)';

function mostlyInView(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const shown = Math.min(entry.boundingClientRect.height, entry.rootBounds?.height ?? Infinity);
  return entry.intersectionRect.height >= PLAY_VISIBLE_SHARE * shown;
}

const MediaLink = chakra(RouterLink);

interface Props {
  video: FeedVideo;
  /** Loads at once instead of when near the viewport. */
  priority: boolean;
  /** The immersive player for this video in its feed: a tap on a phone opens it instead of the video page. */
  watchPath?: string;
  onFirstPlay(): void;
  onUnavailable(): void;
}

/**
 * The box is sized from the stored ratio before anything loads and painted at once with the
 * video's placeholder (a ThumbHash), then the poster (in the width and format the screen needs).
 * The card never loads the full video (the player does): it plays the 3-second muted preview loop
 * while hovered with a mouse, or on touch screens while mostly in view (one at a time on a phone).
 * The preview element only exists once the card is within 200 px of the viewport and its poster is
 * in; far away again, the element goes (and its decoder with it). It downloads nothing (preload
 * none) until it is to play. With reduced motion or Save-Data the poster stays.
 */
export function CardMedia({ video, priority, watchPath, onFirstPlay, onUnavailable }: Props) {
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [near, setNear] = useState(priority);
  const [failed, setFailed] = useState(false);
  // The preview waits for its poster, so posters (what the viewer sees first) are not stuck
  // behind video downloads on the browser's few connections.
  const [posterDone, setPosterDone] = useState(!video.thumbnailUrl);
  const [still] = useState(() => prefersReducedMotion() || saveData());
  const [hoverable] = useState(canHover);
  const [hovered, setHovered] = useState(false);
  const [playing, setPlaying] = useState(false);
  /** Once it is to play, the preview may download; scrolling past on a phone costs only posters. */
  const [seen, setSeen] = useState(false);
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);
  const played = useRef(false);
  const inView = useRef(false);
  const placeholder = usePlaceholder(video.placeholder);
  const processing = video.status === 'processing';
  const showVideo = near && posterDone && !failed && !processing && !!video.previewUrl && !still;

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    let wasClose = false;
    const nearby = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: LAZY_MARGIN });
    const far = new IntersectionObserver(
      (entries) => {
        const close = entries.some((entry) => entry.isIntersecting);
        if (!close && wasClose) setNear(false);
        wasClose = close;
      },
      { rootMargin: RELEASE_MARGIN },
    );
    nearby.observe(box);
    far.observe(box);
    return () => {
      nearby.disconnect();
      far.disconnect();
    };
  }, []);

  /** Releases the decoder of a video element as it leaves the page (React alone keeps its buffers until collected). */
  const videoRefCallback = useCallback((element: HTMLVideoElement | null) => {
    const previous = videoRef.current;
    if (!element && previous) {
      previous.pause();
      previous.removeAttribute('src');
      previous.load();
      setPlaying(false);
    }
    videoRef.current = element;
    setVideoElement(element);
  }, []);

  // With a mouse: plays while hovered.
  useEffect(() => {
    const element = videoElement;
    if (!element || !hoverable) return;
    if (hovered) {
      setSeen(true);
      void playQuietly(element);
    } else element.pause();
  }, [videoElement, hoverable, hovered]);

  // On a touch screen: plays while mostly in view and the tab is showing.
  useEffect(() => {
    const box = boxRef.current;
    const element = videoElement;
    if (!box || !element || hoverable) return;
    let cancelStart: (() => void) | undefined;
    const start = () => {
      if (isPhone()) takePreviewTurn(element);
      void playQuietly(element);
    };
    // Started once the page is idle: a loop decoding while the app starts stretches its first tasks.
    const update = () => {
      cancelStart?.();
      if (inView.current && document.visibilityState === 'visible') cancelStart = whenIdle(start);
      else element.pause();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            ([entry]) => {
              inView.current = mostlyInView(entry);
              if (inView.current) setSeen(true);
              update();
            },
            { threshold: PLAY_THRESHOLDS },
          );
    observer?.observe(box);
    document.addEventListener('visibilitychange', update);
    return () => {
      cancelStart?.();
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [videoElement, hoverable]);

  const fail = () => {
    if (failed) return;
    setFailed(true);
    onUnavailable();
  };

  return (
    <Box
      ref={boxRef}
      position="relative"
      overflow="hidden"
      bg="bg.muted"
      style={{ aspectRatio: String(displayRatio(video)), backgroundImage: placeholder && `url(${placeholder})`, backgroundSize: 'cover' }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      <MediaLink
        to={`/video/${video.id}`}
        aria-label={[`Watch ${video.title}`, failed ? 'Video unavailable' : processing && 'Processing…'].filter(Boolean).join(', ')}
        display="block"
        position="absolute"
        inset="0"
        _focusVisible={{ outlineOffset: '-3px' }}
        onClick={(event) => {
          if (!watchPath || !isPhone()) return;
          event.preventDefault();
          navigate(watchPath);
        }}
      >
        {video.thumbnailUrl && !failed && (
          <ResponsiveImage
            src={video.thumbnailUrl}
            sources={video.posterSources}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onLoad={() => setPosterDone(true)}
            onError={() => setPosterDone(true)}
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
        {showVideo && (
          <chakra.video
            ref={videoRefCallback}
            src={video.previewUrl ?? undefined}
            muted
            loop
            playsInline
            preload={seen ? 'auto' : 'none'}
            disablePictureInPicture
            aria-hidden
            tabIndex={-1}
            position="absolute"
            top="0"
            left="0"
            w="full"
            h={PREVIEW_HEIGHT}
            objectFit="cover"
            // Paused, the poster shows again rather than a frame of the loop.
            opacity={playing ? 1 : 0}
            onPlaying={() => {
              setPlaying(true);
              if (played.current) return;
              played.current = true;
              onFirstPlay();
            }}
            onPause={() => setPlaying(false)}
            onError={fail}
          />
        )}
        {failed && (
          <Center position="absolute" inset="0" color="fg.muted">
            <Stack align="center" gap="2">
              <VideoOff aria-hidden />
              <Text fontSize="sm">Video unavailable</Text>
            </Stack>
          </Center>
        )}
        {processing && !failed && (
          <Box position="absolute" top="2" left="2" px="2" py="0.5" rounded="md" bg="blackAlpha.700" color="white" fontSize="xs">
            Processing…
          </Box>
        )}
      </MediaLink>
    </Box>
  );
}
