import { Box, Center, Stack, Text, chakra } from '@chakra-ui/react';
import { VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FeedVideo } from '@/api/types';
import { displayRatio } from '@/lib/aspect-ratio';

export const LAZY_MARGIN = '200px';

const MediaLink = chakra(RouterLink);

interface Props {
  video: FeedVideo;
  /** Loads at once instead of when near the viewport. */
  priority: boolean;
  onFirstPlay(): void;
  onUnavailable(): void;
}

/**
 * The box is sized from the stored ratio before anything loads, the poster shows first, and the
 * video element only exists once the card is within 200 px of the viewport and its poster is in. It plays muted and
 * looping while visible and pauses when scrolled away.
 */
export function CardMedia({ video, priority, onFirstPlay, onUnavailable }: Props) {
  const boxRef = useRef<HTMLAnchorElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(priority);
  const [failed, setFailed] = useState(false);
  // The video waits for its poster, so posters (what the viewer sees first) are not stuck
  // behind video downloads on the browser's few connections.
  const [posterDone, setPosterDone] = useState(!video.thumbnailUrl);
  const played = useRef(false);

  useEffect(() => {
    const box = boxRef.current;
    if (near || !box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: LAZY_MARGIN });
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const box = boxRef.current;
    const element = videoRef.current;
    if (!near || !box || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) element.play().catch(() => undefined);
      else element.pause();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, posterDone, failed]);

  const fail = () => {
    if (failed) return;
    setFailed(true);
    onUnavailable();
  };

  return (
    <MediaLink
      ref={boxRef}
      to={`/video/${video.id}`}
      aria-label={`Watch ${video.title}`}
      display="block"
      position="relative"
      overflow="hidden"
      bg="bg.muted"
      style={{ aspectRatio: String(displayRatio(video)) }}
      _focusVisible={{ outlineOffset: '-3px' }}
    >
      {video.thumbnailUrl && !failed && (
        <chakra.img
          src={video.thumbnailUrl}
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
      {near && posterDone && !failed && (
        <chakra.video
          ref={videoRef}
          src={video.videoUrl}
          muted
          loop
          playsInline
          autoPlay
          preload={priority ? 'auto' : 'metadata'}
          disablePictureInPicture
          aria-hidden
          tabIndex={-1}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          onPlaying={() => {
            if (played.current) return;
            played.current = true;
            onFirstPlay();
          }}
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
      {video.status === 'processing' && !failed && (
        <Box position="absolute" top="2" left="2" px="2" py="0.5" rounded="md" bg="blackAlpha.700" color="white" fontSize="xs">
          Processing
        </Box>
      )}
    </MediaLink>
  );
}
