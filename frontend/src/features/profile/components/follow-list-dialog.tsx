import { Box, Button, Center, Dialog, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { useCurrentUser } from '@/api/session/get-current-user';
import { AppDialog } from '@/components/ui/app-dialog';
import { toastError } from '@/components/ui/toast';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useFollowUser } from '@/api/follows/follow-user';
import { useFollowers } from '../api/get-followers';
import { useFollowing } from '../api/get-following';

export type FollowListKind = 'followers' | 'following';

interface Props {
  userId: string;
  kind: FollowListKind;
  onClose(): void;
}

interface Row {
  id: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  bio: string;
  isFollowing: boolean;
}

export function FollowListDialog({ userId, kind, onClose }: Props) {
  const followers = useFollowers(userId, kind === 'followers');
  const following = useFollowing(userId, kind === 'following');
  const list = kind === 'followers' ? followers : following;
  const rows: Row[] =
    kind === 'followers' ? (followers.data?.pages.flatMap((page) => page.followers) ?? []) : (following.data?.pages.flatMap((page) => page.following) ?? []);
  const title = kind === 'followers' ? 'Followers' : 'Following';
  const empty = kind === 'followers' ? 'No followers yet' : 'Not following anyone yet';

  return (
    <AppDialog title={title} open onOpenChange={(open) => !open && onClose()} scrollBehavior="inside" closeButton>
      <Dialog.Body pb="6">
        {list.isPending ? (
          <Center py="8" role="status" aria-label="Loading">
            <Spinner />
          </Center>
        ) : list.isError ? (
          <Text color="fg.error">Could not load this list. Please try again later.</Text>
        ) : rows.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="6">
            {empty}
          </Text>
        ) : (
          <Stack as="ul" gap="1" maxH="350px" overflowY="auto" m="0" p="0">
            {rows.map((row) => (
              <FollowRow key={row.id} row={row} onOpen={onClose} />
            ))}
            {list.hasNextPage && (
              <Button size="sm" variant="ghost" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                Show more
              </Button>
            )}
          </Stack>
        )}
      </Dialog.Body>
    </AppDialog>
  );
}

function FollowRow({ row, onOpen }: { row: Row; onOpen(): void }) {
  const navigate = useNavigate();
  const { data: viewer } = useCurrentUser();
  const follow = useFollowUser({
    onError: (error, change) =>
      toastError(errorMessage(error, change.follow ? 'Failed to follow user. Please try again.' : 'Failed to unfollow user. Please try again.')),
  });
  const open = () => {
    onOpen();
    navigate(row.username ? `/profile/${row.username}` : `/profile?id=${row.id}`);
  };
  const toggle = () => follow.mutate({ userId: row.id, follow: !row.isFollowing });

  return (
    <Flex as="li" align="center" gap="3" p="2" rounded="md" _hover={{ bg: 'bg.muted' }} listStyleType="none">
      <Flex as="button" onClick={open} align="center" gap="3" flex="1" minW="0" textAlign="left" cursor="pointer" rounded="md">
        <UserAvatar person={row} size="sm" />
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {row.displayName}
          </Text>
          {row.username && (
            <Text fontSize="sm" color="fg.muted" truncate>
              @{row.username}
            </Text>
          )}
          {row.bio && (
            <Text fontSize="xs" color="fg.muted" truncate>
              {row.bio}
            </Text>
          )}
        </Box>
      </Flex>
      {viewer && viewer.id !== row.id && (
        <Button size="xs" variant={row.isFollowing ? 'outline' : 'solid'} colorPalette="purple" onClick={toggle} loading={follow.isPending}>
          {row.isFollowing ? 'Following' : 'Follow'}
        </Button>
      )}
    </Flex>
  );
}
