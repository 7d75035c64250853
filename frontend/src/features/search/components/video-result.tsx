import { Box, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FeedVideo } from '@/api/types';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { isPhone } from '@/lib/playback';
import { toolLabel } from '@/lib/tools';
import { Highlighted } from './highlighted';

const ResultLink = chakra(RouterLink);

/**
 * One video found: poster, title and prompt with the matched words marked; opens the video page, or on
 * a phone the immersive player at `playerPath` (as a feed card does), which walks on through the results.
 */
export function VideoResult({ video, words, playerPath }: { video: FeedVideo; words: string[]; playerPath: string }) {
  const navigate = useNavigate();
  return (
    <ResultLink
      to={`/video/${video.id}`}
      data-search-result=""
      display="flex"
      gap="3"
      p="2"
      rounded="xl"
      _hover={{ bg: 'bg.muted' }}
      onClick={(event) => {
        if (!isPhone()) return;
        event.preventDefault();
        navigate(playerPath);
      }}
    >
      <Box position="relative" flexShrink={0} w={{ base: '28', md: '44' }} aspectRatio="16 / 9" rounded="lg" overflow="hidden" bg="bg.emphasized">
        {video.thumbnailUrl && (
          <ResponsiveImage
            src={video.thumbnailUrl}
            sources={video.posterSources}
            sizes="(max-width: 768px) 112px, 176px"
            alt=""
            loading="lazy"
            decoding="async"
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
          />
        )}
      </Box>
      <Stack gap="1" minW="0" flex="1">
        <Text fontWeight="semibold" lineClamp={2}>
          <Highlighted text={video.title} words={words} />
        </Text>
        {video.prompt && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            <Highlighted text={video.prompt} words={words} />
          </Text>
        )}
        <Flex gap="2" fontSize="xs" color="fg.muted" wrap="wrap" align="center">
          <Text as="span">{video.creator.displayName}</Text>
          <Text as="span" aria-hidden>
            ·
          </Text>
          <Flex as="span" align="center" gap="1">
            {video.verifiedTool && <ShieldCheck size={12} aria-label="Verified" />}
            {toolLabel(video.verifiedTool ?? video.toolUsed)}
          </Flex>
        </Flex>
      </Stack>
    </ResultLink>
  );
}
