import { Box, Button, Center, Flex, IconButton, Popover, Portal, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';
import { useNotifications, type NotificationItem as Item } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationStream } from '../api/use-notification-stream';
import { NotificationItem, notificationTarget } from './notification-item';

export const UNREAD_CAP = 99;

export function unreadBadge(count: number): string {
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count);
}

/** Only mounted for a signed-in user (the header shows it then). */
export function NotificationBell() {
  const { data: user } = useCurrentUser();
  return user ? <LiveNotificationBell key={user.id} /> : null;
}

function LiveNotificationBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const live = useNotificationStream(true);
  const list = useNotifications(!live);
  const unread = useUnreadCount(!live);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllRead();
  const count = unread.data?.count ?? 0;
  const items = list.data?.notifications ?? [];

  const select = (item: Item) => {
    if (!item.isRead) markRead.mutate(item.id);
    setOpen(false);
    const target = notificationTarget(item);
    if (target) navigate(target);
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" position="relative">
          <Bell aria-hidden />
          <VisuallyHidden>{'Notifications '}</VisuallyHidden>
          {count > 0 && (
            <Box
              as="span"
              position="absolute"
              top="0"
              right="0"
              minW="4.5"
              h="4.5"
              px="1"
              rounded="full"
              bg="red.500"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="1.125rem"
              textAlign="center"
            >
              {unreadBadge(count)}
            </Box>
          )}
          {count > 0 && <VisuallyHidden> unread</VisuallyHidden>}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="20rem" maxW="calc(100vw - 1rem)">
            <Flex align="center" justify="space-between" px="4" pt="3" pb="2">
              <Text fontWeight="semibold">Notifications</Text>
              <Button size="xs" variant="ghost" colorPalette="purple" onClick={() => markAll.mutate()} disabled={count === 0 || markAll.isPending}>
                Mark all read
              </Button>
            </Flex>
            <Box maxH="24rem" overflowY="auto" px="1" pb="2">
              {list.isPending ? (
                <Center py="6" role="status" aria-label="Loading notifications">
                  <Spinner size="sm" />
                </Center>
              ) : items.length === 0 ? (
                <Text textAlign="center" color="fg.muted" py="8" fontSize="sm">
                  No notifications yet
                </Text>
              ) : (
                <Stack gap="0.5">
                  {items.map((item) => (
                    <NotificationItem key={item.id} item={item} onSelect={select} />
                  ))}
                </Stack>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
