import { Box, Button, HStack, Text, chakra } from '@chakra-ui/react';
import { Eye, Heart, Play } from 'lucide-react';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FeedVideo } from '@/api/types';
import { moderationText } from '@/components/moderation/moderation-notice';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { countLabel } from '@/lib/count-label';
import { formatCount } from '@/lib/format-count';
import { tileImageSizes } from './tile-layout';

const TileLink = chakra(RouterLink);

/** What only the owner sees on their own tiles. */
function statusLabel(video: FeedVideo): string | null {
  if (video.status === 'failed') return 'Failed';
  const moderation = moderationText(video);
  if (moderation) return moderation;
  if (video.isHidden) return 'Hidden';
  if (video.status === 'processing') return 'Processing';
  return null;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Props {
  video: FeedVideo;
  /** Loads its picture at once (the first rows). */
  priority: boolean;
  liking: boolean;
  onToggleLike(video: FeedVideo): void;
}

/**
 * One 9:16 tile of a profile grid: the poster (or the video's first frame) cropped to fit, the
 * title and view count over it, a like button in the corner. Hovering with a mouse plays a muted
 * preview; opening the tile opens the video page.
 */
/** Memoized: the grid grows one tile per task (see video-grid.tsx), and the tiles shown already need no new render. */
export const VideoTile = memo(function VideoTile({ video, priority, liking, onToggleLike }: Props) {
  const [previewing, setPreviewing] = useState(false);
  const status = statusLabel(video);
  const playsInTile = previewing || !video.thumbnailUrl;

  return (
    <Box
      as="article"
      aria-label={video.title}
      position="relative"
      overflow="hidden"
      rounded="lg"
      bg="bg.muted"
      style={{ aspectRatio: '9 / 16' }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && !prefersReducedMotion() && setPreviewing(true)}
      onPointerLeave={() => setPreviewing(false)}
    >
      <TileLink
        to={`/video/${video.id}`}
        position="absolute"
        inset="0"
        display="block"
        color="white"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '-3px' }}
        css={{ '&:hover img, &:hover video': { transform: 'scale(1.03)' } }}
      >
        {video.thumbnailUrl && (
          // Cropped to cover the 9:16 tile, a landscape poster is drawn wider than the tile.
          <ResponsiveImage
            src={video.thumbnailUrl}
            sources={video.posterSources}
            sizes={tileImageSizes(video)}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
            transition="transform 0.3s"
          />
        )}
        {playsInTile && (
          // No poster yet: the first frame stands in for it. A hover plays it.
          <chakra.video
            src={video.videoUrl}
            muted
            loop
            playsInline
            autoPlay={previewing}
            preload="metadata"
            disablePictureInPicture
            aria-hidden
            tabIndex={-1}
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
            transition="transform 0.3s"
          />
        )}
        {!video.thumbnailUrl && !previewing && (
          <Box position="absolute" top="50%" left="50%" transform="translate(-50%, -50%)" opacity={0.8} aria-hidden>
            <Play size={28} fill="currentColor" />
          </Box>
        )}
        <Box position="absolute" insetX="0" bottom="0" pt="12" pb="2.5" px="2.5" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent">
          <Text fontSize={{ base: 'xs', md: 'sm' }} fontWeight="semibold" lineClamp={2} lineHeight="short" textShadow="0 1px 2px rgba(0,0,0,0.6)">
            {video.title}
          </Text>
          <HStack gap="1" mt="1" fontSize="xs" opacity={0.9}>
            <Eye size={13} aria-hidden />
            <Text as="span">{countLabel(video.viewsCount, 'view')}</Text>
          </HStack>
        </Box>
        {status && (
          <Box
            position="absolute"
            top="2"
            left="2"
            maxW="calc(100% - 3.5rem)"
            lineClamp={3}
            px="2"
            py="0.5"
            rounded="md"
            bg="blackAlpha.700"
            fontSize="xs"
            fontWeight="medium"
          >
            {status}
          </Box>
        )}
      </TileLink>
      <Button
        position="absolute"
        top="1"
        right="1"
        size="xs"
        minH={{ base: '11', md: '8' }}
        minW={{ base: '11', md: '8' }}
        px="2"
        rounded="full"
        variant="plain"
        color={video.isLiked ? 'pink.400' : 'white'}
        bg="blackAlpha.500"
        _hover={{ bg: 'blackAlpha.700' }}
        onClick={() => onToggleLike(video)}
        disabled={liking}
        aria-pressed={video.isLiked}
        aria-label={countLabel(video.likesCount, 'like')}
      >
        <Heart fill={video.isLiked ? 'currentColor' : 'none'} aria-hidden />
        {formatCount(video.likesCount)}
      </Button>
    </Box>
  );
});
