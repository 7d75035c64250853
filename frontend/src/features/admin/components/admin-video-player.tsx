import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { AdminVideo } from '../api/types';

/** The video inline, muted, with its poster; the selected one plays by itself. */
export function AdminVideoPlayer({ video, playing = false }: { video: AdminVideo; playing?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.play !== 'function') return;
    if (playing) element.play()?.catch(() => undefined);
    else element.pause?.();
  }, [playing]);

  return (
    <Box bg="black" rounded="md" overflow="hidden" w="full" display="flex" justifyContent="center" aspectRatio={{ base: '16 / 10', md: 'auto' }}>
      <chakra.video
        ref={ref}
        src={video.videoUrl}
        poster={video.thumbnailUrl ?? undefined}
        muted
        loop
        playsInline
        controls
        preload="metadata"
        aria-label={`Video: ${video.title}`}
        w="full"
        h={{ base: 'full', md: '64' }}
        objectFit="contain"
      />
    </Box>
  );
}
