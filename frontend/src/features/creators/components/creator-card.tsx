import { Badge, Box, Flex, HStack, SimpleGrid, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Crown } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatCount } from '@/lib/format-count';
import type { Creator } from '../api/get-creators';

const CardLink = chakra(RouterLink);

const PODIUM = [
  { color: '#f5c542', label: 'Gold crown' },
  { color: '#c0c7d1', label: 'Silver crown' },
  { color: '#d08b4a', label: 'Bronze crown' },
];

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <Box textAlign="center">
      <Text fontWeight="bold">{formatCount(value)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

/** A leaderboard entry at its global rank for the sort (the server's): the real top three get the crowns. */
export function CreatorCard({ creator }: { creator: Creator }) {
  const rank = creator.rank;
  const podium = PODIUM[rank - 1];
  return (
    <CardLink
      to={`/profile/${creator.username}`}
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      alignItems={{ base: 'stretch', sm: 'center' }}
      gap="4"
      p="4"
      rounded="xl"
      borderWidth={podium ? '2px' : '1px'}
      borderColor={podium ? podium.color : 'border'}
      bg={podium ? 'bg.muted' : 'bg.panel'}
      boxShadow={podium ? `0 0 24px -12px ${podium.color}` : undefined}
      _hover={{ borderColor: podium?.color ?? 'brand.solid', transform: 'translateY(-1px)' }}
      transition="all 0.15s"
    >
      <Flex align="center" gap="3" flex="1" minW="0">
        <Badge size="lg" variant={podium ? 'solid' : 'surface'} colorPalette={podium ? 'yellow' : 'gray'} minW="10" justifyContent="center">
          <VisuallyHidden>Rank </VisuallyHidden>#{rank}
        </Badge>
        <Box position="relative" flexShrink={0}>
          <UserAvatar person={creator} size="md" />
          {podium && (
            <Box position="absolute" top="-3" left="50%" transform="translateX(-50%)" color={podium.color} aria-label={podium.label} role="img">
              <Crown size={18} fill="currentColor" aria-hidden />
            </Box>
          )}
        </Box>
        <Box minW="0">
          <HStack gap="2">
            <Text fontWeight="semibold" truncate>
              {creator.displayName}
            </Text>
            {creator.isAlpha && (
              <Badge size="sm" colorPalette="purple" variant="subtle" title="One of the first 100 creators">
                α
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted" truncate>
            @{creator.username}
          </Text>
        </Box>
      </Flex>
      <SimpleGrid columns={4} gap="3" minW={{ sm: '72' }}>
        <Stat value={creator.totalViews} label="Views" />
        <Stat value={creator.totalLikes} label="Likes" />
        <Stat value={creator.followersCount} label="Followers" />
        <Stat value={creator.videosCount} label="Videos" />
      </SimpleGrid>
    </CardLink>
  );
}
