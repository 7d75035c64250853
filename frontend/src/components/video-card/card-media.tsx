import { Box, Center, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { Play, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FeedVideo } from '@/api/types';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { displayRatio } from '@/lib/aspect-ratio';
import { heardElsewhere, isPhone, playAllowingSound, prefersReducedMotion, soundPreferred } from '@/lib/playback';
import { SoundToggle } from './sound-toggle';
import { CARD_IMAGE_SIZES } from './use-column-count';

export const LAZY_MARGIN = '200px';
/** Further than this from the viewport, a card's video element goes and its decoder is released. */
export const RELEASE_MARGIN = '1500px';
/** Share of a card (or of the viewport, for a card taller than it) in view before its video downloads and plays. */
export const PLAY_VISIBLE_SHARE = 0.6;
const PLAY_THRESHOLDS = [0, 0.2, 0.4, 0.6, 0.8, 1];

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
 * The box is sized from the stored ratio before anything loads, the poster shows first (in the width
 * and format the screen needs), and the video element only exists once the card is within 200 px of
 * the viewport and its poster is in; far away again, the element goes (and its decoder with it). It
 * downloads nothing (preload none) until the card is mostly in view, then plays muted and looping
 * while mostly in view and the tab is showing, and pauses otherwise. With reduced motion nothing plays by
 * itself: hovering or "Play preview" plays it. A playing video has a sound toggle.
 */
export function CardMedia({ video, priority, watchPath, onFirstPlay, onUnavailable }: Props) {
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [near, setNear] = useState(priority);
  const [failed, setFailed] = useState(false);
  // The video waits for its poster, so posters (what the viewer sees first) are not stuck
  // behind video downloads on the browser's few connections.
  const [posterDone, setPosterDone] = useState(!video.thumbnailUrl);
  const [reduced] = useState(prefersReducedMotion);
  /** With reduced motion: whether the viewer asked for the preview now, and ever. */
  const [requested, setRequested] = useState(false);
  const [everRequested, setEverRequested] = useState(false);
  const [playing, setPlaying] = useState(false);
  /** Once mostly in view, the video may download; scrolling past on a phone costs only posters. */
  const [seen, setSeen] = useState(false);
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);
  const played = useRef(false);
  const inView = useRef(false);
  const autoplay = !reduced || requested;
  const processing = video.status === 'processing';
  const showVideo = near && posterDone && !failed && !processing && (!reduced || everRequested);

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

  useEffect(() => {
    const box = boxRef.current;
    const element = videoElement;
    if (!box || !element) return;
    const update = () => {
      if (inView.current && autoplay && document.visibilityState === 'visible') {
        // The sound, once turned on this session, goes to a video coming into view while no other is heard.
        if (soundPreferred() && element.muted && !heardElsewhere(element)) element.muted = false;
        playAllowingSound(element);
      } else {
        element.pause();
        // Out of view it gives the sound up, so it cannot come back heard over another.
        if (!inView.current && !element.muted) element.muted = true;
      }
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
    if (!observer) {
      inView.current = true;
      setSeen(true);
      update();
    }
    document.addEventListener('visibilitychange', update);
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [videoElement, autoplay]);

  const fail = () => {
    if (failed) return;
    setFailed(true);
    onUnavailable();
  };

  const request = (on: boolean) => {
    if (!reduced) return;
    setRequested(on);
    if (on) setEverRequested(true);
  };

  return (
    <Box
      ref={boxRef}
      position="relative"
      overflow="hidden"
      bg="bg.muted"
      style={{ aspectRatio: String(displayRatio(video)) }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && request(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && request(false)}
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
            src={video.videoUrl}
            muted
            loop
            playsInline
            preload={seen ? 'auto' : 'none'}
            disablePictureInPicture
            aria-hidden
            tabIndex={-1}
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
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
      {reduced && !playing && !failed && !processing && (
        <IconButton
          aria-label="Play preview"
          position="absolute"
          bottom="2"
          left="2"
          rounded="full"
          bg="blackAlpha.700"
          color="white"
          _hover={{ bg: 'blackAlpha.800' }}
          minW="11"
          h="11"
          onClick={() => request(true)}
        >
          <Play />
        </IconButton>
      )}
      {playing && videoElement && <SoundToggle videoRef={videoRef} position="absolute" bottom="2" right="2" />}
    </Box>
  );
}
