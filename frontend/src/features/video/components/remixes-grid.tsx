import { AspectRatio, Box, Button, Heading, HStack, Image, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRemixes, type RemixSort } from '../api/get-remixes';

const Link = chakra(RouterLink);
const SORTS: Array<{ value: RemixSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'mostLiked', label: 'Most liked' },
];

/** "Remixes (n)" on a parent's page: its remixes as tiles, newest or most liked first, a page at a time. */
export function RemixesGrid({ videoId, remixCount }: { videoId: string; remixCount: number }) {
  const [sort, setSort] = useState<RemixSort>('newest');
  const remixes = useRemixes(videoId, sort, remixCount > 0);
  if (remixCount === 0) return null;
  const videos = remixes.data?.pages.flatMap((page) => page.videos) ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby="remixes-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="remixes-heading">
          Remixes ({remixCount})
        </Heading>
        <HStack gap="1" role="group" aria-label="Sort remixes">
          {SORTS.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={sort === option.value ? 'solid' : 'ghost'}
              aria-pressed={sort === option.value}
              onClick={() => setSort(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {videos.map((video) => (
          <Link key={video.id} to={`/video/${video.id}`} rounded="md" overflow="hidden" borderWidth="1px" borderColor="border.muted" data-remix-tile="">
            <AspectRatio ratio={16 / 9} bg="bg.muted">
              {video.thumbnailUrl ? <Image src={video.thumbnailUrl} alt="" objectFit="cover" loading="lazy" /> : <Box />}
            </AspectRatio>
            <Box p="2">
              <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                {video.title}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {video.creator.username ? `@${video.creator.username}` : video.creator.displayName} · {video.likesCount} likes
              </Text>
            </Box>
          </Link>
        ))}
      </SimpleGrid>
      {remixes.hasNextPage && (
        <Button variant="outline" size="sm" alignSelf="center" loading={remixes.isFetchingNextPage} onClick={() => remixes.fetchNextPage()}>
          Show more remixes
        </Button>
      )}
    </Stack>
  );
}
