import { Box, Button, Flex, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { UsersRound } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useIsFollowing } from '@/api/follows/get-is-following';
import { useCurrentUser } from '@/api/session/get-current-user';
import type { CurrentUser } from '@/api/types';
import { FollowButton } from '@/components/follow/follow-button';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatCount } from '@/lib/format-count';
import { useSuggestedCreators, type getSuggestedCreators } from '../api/get-suggested-creators';

type Creator = Awaited<ReturnType<typeof getSuggestedCreators>>['creators'][number];

const ProfileLink = chakra(RouterLink);
const SHOWN = 6;

interface RowProps {
  creator: Creator;
  viewer: CurrentUser;
  onFollowing(id: string, following: boolean): void;
}

function CreatorRow({ creator, viewer, onFollowing }: RowProps) {
  const following = useIsFollowing(viewer.id, creator.id);
  const isFollowing = following.data === true;
  useEffect(() => onFollowing(creator.id, isFollowing), [creator.id, isFollowing, onFollowing]);
  return (
    <Flex as="li" align="center" gap="3" py="2">
      <ProfileLink to={`/profile/${creator.username}`} display="flex" alignItems="center" gap="3" minW="0" flex="1" rounded="md">
        <UserAvatar person={creator} size="md" />
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {creator.displayName}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            @{creator.username} · {formatCount(creator.followersCount)} followers
          </Text>
        </Box>
      </ProfileLink>
      <FollowButton size="sm" rounded="full" flexShrink={0} user={creator} isFollowing={following.data ?? false} disabled={following.isLoading} />
    </Flex>
  );
}

/** Following with nothing to show: the most followed creators, each with a Follow button; once one is followed, a way to see their videos. */
export function FollowingEmpty({ onFollowed }: { onFollowed(): void }) {
  const { data: viewer } = useCurrentUser();
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  const onFollowing = useCallback(
    (id: string, following: boolean) =>
      setFollowed((current) => {
        if (current.has(id) === following) return current;
        const next = new Set(current);
        if (following) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const creators = useSuggestedCreators();
  const suggested = (creators.data?.creators ?? []).filter((creator) => creator.id !== viewer?.id).slice(0, SHOWN);
  return (
    <Stack align="center" gap="4" py="10" maxW="md" mx="auto">
      <Box color="fg.muted">
        <UsersRound size={40} aria-hidden />
      </Box>
      <Heading as="h1" size="lg" textAlign="center">
        No videos from creators you follow yet
      </Heading>
      <Text color="fg.muted" textAlign="center">
        Follow creators and their new videos show up here.
      </Text>
      {creators.isPending && <Spinner />}
      {viewer && suggested.length > 0 && (
        <Stack w="full" gap="2">
          <Heading as="h2" size="sm">
            Creators to follow
          </Heading>
          <Box as="ul" listStyleType="none" w="full">
            {suggested.map((creator) => (
              <CreatorRow key={creator.id} creator={creator} viewer={viewer} onFollowing={onFollowing} />
            ))}
          </Box>
          {followed.size > 0 && (
            <Button variant="outline" onClick={onFollowed}>
              Show their videos
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
