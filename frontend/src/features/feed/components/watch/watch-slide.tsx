import { Box, Flex, IconButton, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Heart, Info, MessageCircle, Play, Repeat2, Share2, VideoOff } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { mayRemix, remixPath } from '@/lib/remix';
import type { FeedVideo, VideoDetail } from '@/api/types';
import { UserAvatar } from '@/components/ui/user-avatar';
import { SoundToggle } from '@/components/video-card/sound-toggle';
import { usePlaceholder } from '@/components/video-card/use-placeholder';
import { profilePath } from '@/components/video-card/video-card';
import { countNoun } from '@/lib/count-label';
import { formatCount } from '@/lib/format-count';
import { pickSource } from '@/lib/image-sources';
import { useHlsSource } from '@/lib/use-hls-source';
import { videoSourceFor } from '@/lib/video-source';
import { viewportSize } from '@/lib/viewport';
import { displayRatio } from '@/lib/aspect-ratio';
import { playAllowingSound, prefersReducedMotion, soundPreferred } from '@/lib/playback';
import { measurePlayback } from '@/lib/rum/playback';

export type WatchVideo = FeedVideo | VideoDetail;

/** 9:16 and taller fill the screen (cropped a little at the sides, as the apps do); other shapes are letterboxed. */
const FILL_RATIO_MAX = 9 / 16 + 0.01;

const CreatorLink = chakra(RouterLink);

function RailButton({ label, onClick, pressed, children }: { label: string; onClick(): void; pressed?: boolean; children: ReactNode }) {
  return (
    <IconButton
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      rounded="full"
      bg="blackAlpha.600"
      color="white"
      _hover={{ bg: 'blackAlpha.800' }}
      minW="12"
      h="12"
    >
      {children}
    </IconButton>
  );
}

/** "Remix": to the upload page prefilled from this video, when its creator allows it (or it is the viewer's own). */
function RemixRailButton({ video }: { video: WatchVideo }) {
  const navigate = useNavigate();
  const { data: viewer } = useCurrentUser();
  if (!mayRemix(video, viewer?.id)) return null;
  return (
    <RailButton label="Remix" onClick={() => navigate(remixPath(video.id))}>
      <Repeat2 />
    </RailButton>
  );
}

function Count({ value, noun }: { value: number; noun: string }) {
  return (
    <Text fontSize="xs" fontWeight="semibold" color="white" textShadow="0 1px 2px black">
      {formatCount(value)}
      <VisuallyHidden>{` ${countNoun(value, noun)}`}</VisuallyHidden>
    </Text>
  );
}

interface Props {
  video: WatchVideo;
  index: number;
  active: boolean;
  /** `auto` for the video shown, `metadata` for the next one, none (the poster alone) for the rest. */
  load: 'auto' | 'metadata' | null;
  onVideo(id: string, element: HTMLVideoElement | null): void;
  onFirstPlay(id: string): void;
  onLike(video: WatchVideo): void;
  onComments(video: WatchVideo): void;
  onDetails(video: WatchVideo): void;
  onShare(video: WatchVideo): void;
}

/**
 * One screen of the player: the video (only the shown one plays; the next has its metadata), the
 * creator and title over a shade at the bottom, like, comments, share and details at the side.
 * A tap on the video pauses or plays it.
 */
export function WatchSlide({ video, index, active, load, onVideo, onFirstPlay, onLike, onComments, onDetails, onShare }: Props) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const [paused, setPaused] = useState(true);
  const [failed, setFailed] = useState(false);
  const placeholder = usePlaceholder(video.placeholder);
  const [reduced] = useState(prefersReducedMotion);
  const ratio = displayRatio(video);
  const fills = ratio <= FILL_RATIO_MAX;
  const poster = pickSource(video.posterSources, Math.min(viewportSize().width, 720) * (window.devicePixelRatio || 1))?.url ?? video.thumbnailUrl ?? undefined;
  const creatorName = video.creator.displayName || video.creator.username || 'Creator';
  const mp4Url = videoSourceFor(video, viewportSize());
  // The shown video plays its HLS package; the next one preloads its playlists and first segment.
  useHlsSource(ref, video.hlsUrl ? { hlsUrl: video.hlsUrl, mp4Url } : null, load === 'auto' ? 'play' : load ? 'preload' : null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!active) {
      element.pause();
      element.muted = true;
      return;
    }
    element.muted = !soundPreferred();
    if (!reduced) playAllowingSound(element);
  }, [active, reduced, load]);

  // The shown video's playback is measured (real user measurements) from the moment it is shown.
  useEffect(() => {
    const element = ref.current;
    return active && element ? measurePlayback(element) : undefined;
  }, [active]);

  const setRef = (element: HTMLVideoElement | null) => {
    ref.current = element;
    onVideo(video.id, element);
  };

  const togglePlay = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) playAllowingSound(element);
    else element.pause();
  };

  return (
    <Box
      data-watch-index={index}
      position="relative"
      h="100dvh"
      w="full"
      overflow="hidden"
      bg="black"
      css={{ scrollSnapAlign: 'start', scrollSnapStop: 'always' }}
      inert={!active}
      aria-hidden={!active}
    >
      <Box
        position="absolute"
        insetY="0"
        left="50%"
        transform="translateX(-50%)"
        h="full"
        w="full"
        // The stage is the picture's own shape (as tall as the screen, never wider): the overlays sit on the picture.
        maxW={`calc(100dvh * ${fills ? 9 / 16 : ratio})`}
        style={fills && placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' } : undefined}
      >
        {failed ? (
          <Stack align="center" justify="center" h="full" gap="2" color="whiteAlpha.800">
            <VideoOff aria-hidden />
            <Text fontSize="sm">Video unavailable</Text>
          </Stack>
        ) : load ? (
          <chakra.video
            ref={setRef}
            src={video.hlsUrl ? undefined : mp4Url}
            poster={poster}
            loop
            muted
            playsInline
            preload={load}
            disablePictureInPicture
            aria-label={video.title}
            w="full"
            h="full"
            objectFit={fills ? 'cover' : 'contain'}
            onClick={togglePlay}
            onPlaying={() => {
              setPaused(false);
              onFirstPlay(video.id);
            }}
            onPause={() => setPaused(true)}
            onError={() => setFailed(true)}
          />
        ) : (
          poster && <chakra.img src={poster} alt="" w="full" h="full" objectFit={fills ? 'cover' : 'contain'} loading="lazy" />
        )}
        {active && load && !failed && <SoundToggle videoRef={ref} position="absolute" top="max(0.75rem, env(safe-area-inset-top))" right="3" />}
        {active && paused && !failed && (
          <IconButton
            aria-label="Play"
            onClick={togglePlay}
            position="absolute"
            top="50%"
            left="50%"
            transform="translate(-50%, -50%)"
            rounded="full"
            bg="blackAlpha.600"
            color="white"
            _hover={{ bg: 'blackAlpha.800' }}
            boxSize="16"
          >
            <Play />
          </IconButton>
        )}
        <Box position="absolute" insetX="0" bottom="0" h="40%" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent" pointerEvents="none" />
        <Stack position="absolute" left="4" right="20" bottom="6" gap="2" color="white" textShadow="0 1px 2px black">
          <CreatorLink to={profilePath(video.creator)} display="flex" alignItems="center" gap="2" rounded="md" w="fit-content" maxW="full" data-touch-target="">
            <UserAvatar person={video.creator} size="sm" />
            <Text fontWeight="semibold" truncate>
              {creatorName}
            </Text>
          </CreatorLink>
          <Text as="h2" fontWeight="semibold" lineClamp={2}>
            {video.title}
          </Text>
        </Stack>
        <Flex position="absolute" right="3" bottom="6" direction="column" align="center" gap="3">
          <Stack align="center" gap="0.5">
            <RailButton label={video.isLiked ? 'Unlike' : 'Like'} pressed={video.isLiked} onClick={() => onLike(video)}>
              <Heart fill={video.isLiked ? 'currentColor' : 'none'} color={video.isLiked ? 'var(--chakra-colors-pink-500)' : undefined} />
            </RailButton>
            <Count value={video.likesCount} noun="like" />
          </Stack>
          <Stack align="center" gap="0.5">
            <RailButton label="Comments" onClick={() => onComments(video)}>
              <MessageCircle />
            </RailButton>
            <Count value={video.commentsCount} noun="comment" />
          </Stack>
          <RailButton label="Share" onClick={() => onShare(video)}>
            <Share2 />
          </RailButton>
          <RemixRailButton video={video} />
          <RailButton label="Details" onClick={() => onDetails(video)}>
            <Info />
          </RailButton>
        </Flex>
      </Box>
    </Box>
  );
}
