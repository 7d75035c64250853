import { Box, Flex, Text } from '@chakra-ui/react';
import { YOUR_DATA_PATH } from '@genalpha/shared/domain';
import { UserAvatar } from '@/components/ui/user-avatar';
import { timeAgo } from '@/lib/relative-time';
import type { NotificationItem as Item } from '../api/get-notifications';
import { notificationText } from './notification-text';

/** Where a notification leads: the actor's profile, the video, or for a removal the page that appeals it. */
export function notificationTarget(item: Item): string | null {
  if (item.action === 'removed' && item.videoId) return `/appeal?video=${item.videoId}`;
  if (item.action === 'comment_removed' && item.commentId) return `/appeal?comment=${item.commentId}`;
  if (item.type === 'follow') return item.actorUsername ? `/profile/${item.actorUsername}` : `/profile?id=${item.actorId}`;
  if (item.type === 'export_ready') return YOUR_DATA_PATH;
  return item.videoId ? `/video/${item.videoId}` : null;
}

export function NotificationItem({ item, onSelect }: { item: Item; onSelect(item: Item): void }) {
  const { actor, text } = notificationText(item);
  return (
    <Flex
      as="button"
      w="full"
      gap="3"
      p="3"
      textAlign="left"
      align="flex-start"
      rounded="md"
      bg={item.isRead ? undefined : 'purple.subtle'}
      _hover={{ bg: 'bg.muted' }}
      onClick={() => onSelect(item)}
    >
      <UserAvatar person={{ username: item.actorUsername, displayName: item.actorDisplayName, avatarUrl: item.actorAvatarUrl }} size="sm" />
      <Box flex="1" minW="0" fontSize="sm">
        <Text wordBreak="break-word">
          {actor && (
            <>
              <Text as="span" fontWeight="semibold">
                {actor}
              </Text>{' '}
            </>
          )}
          {text}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {timeAgo(item.createdAt)}
        </Text>
      </Box>
      {!item.isRead && <Box boxSize="2" mt="1.5" rounded="full" bg="brand.solid" flexShrink={0} aria-label="Unread" role="img" />}
    </Flex>
  );
}
