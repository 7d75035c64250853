import { Badge, Box, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '@/api/types';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { toastSuccess } from '@/components/ui/toast';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useBanUser } from '../api/ban-user';
import { useAdminUsers } from '../api/get-admin-users';
import { useSetUserRole } from '../api/set-user-role';
import type { AdminUser } from '../api/types';
import { useUnbanUser } from '../api/unban-user';
import { EmptyState } from './empty-state';
import { ROLE_LABELS } from './labels';
import { LoadMore } from './load-more';
import { ReasonDialog } from './reason-dialog';
import { canSuspend } from './staff-rules';
import { toastFailure } from './toast-failure';

const nameOf = (user: AdminUser) => user.displayName || user.username || user.email;

/** Find accounts; suspend or reinstate them; admins grant or revoke moderator. */
export function UsersPanel({ viewer }: { viewer: CurrentUser }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  const users = useAdminUsers(query);
  const ban = useBanUser();
  const unban = useUnbanUser();
  const setRole = useSetUserRole();
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];

  const confirmBan = (reason: string) => {
    if (!banning) return;
    const user = banning;
    ban.mutate(
      { userId: user.id, reason },
      {
        onSuccess: () => {
          toastSuccess('Account suspended', `${nameOf(user)} can no longer sign in.`);
          setBanning(null);
        },
        onError: toastFailure('Suspension failed'),
      },
    );
  };

  const reinstate = (user: AdminUser) =>
    unban.mutate(
      { userId: user.id },
      { onSuccess: () => toastSuccess('Account reinstated', `${nameOf(user)} can sign in again.`), onError: toastFailure('Reinstating failed') },
    );

  const changeRole = (user: AdminUser, role: 'user' | 'moderator') =>
    setRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () =>
          toastSuccess(role === 'moderator' ? 'Moderator granted' : 'Moderator revoked', `${nameOf(user)} is now ${ROLE_LABELS[role].toLowerCase()}.`),
        onError: toastFailure('Role change failed'),
      },
    );

  const busy = (user: AdminUser) => (unban.isPending && unban.variables?.userId === user.id) || (setRole.isPending && setRole.variables?.userId === user.id);

  return (
    <Stack gap="4">
      <Field.Root maxW={{ md: 'md' }}>
        <Field.Label>Search accounts</Field.Label>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Email, username, display name or id" minH="11" />
      </Field.Root>
      {users.isPending ? (
        <PageSpinner />
      ) : users.isError ? (
        <ErrorState title="Unable to load accounts" onRetry={() => users.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No accounts found">Try part of an email, a username or a display name.</EmptyState>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Accounts">
          {list.map((user) => (
            <Box as="li" key={user.id} p="3" rounded="md" borderWidth="1px" borderColor="border.muted" bg="bg.panel">
              <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                <HStack gap="3" flex="1" minW="0" align="flex-start" w="full">
                  <UserAvatar person={user} size="sm" />
                  <Box minW="0" flex="1">
                    <HStack gap="1.5" wrap="wrap">
                      <Text fontWeight="semibold" truncate>
                        {user.displayName}
                      </Text>
                      {user.role !== 'user' && (
                        <Badge colorPalette="purple" variant="surface">
                          {ROLE_LABELS[user.role]}
                        </Badge>
                      )}
                      {user.bannedAt && (
                        <Badge colorPalette="red" variant="solid">
                          Suspended
                        </Badge>
                      )}
                      {user.deletionDueAt && (
                        <Badge colorPalette="orange" variant="surface">
                          Deletion scheduled
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {user.username ? `@${user.username} · ` : ''}
                      {user.email}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      #{user.userNumber} · joined {format(new Date(user.createdAt), 'd MMM yyyy')} ·{' '}
                      {user.videosCount === 1 ? '1 video' : `${user.videosCount} videos`}
                    </Text>
                    {user.banReason && (
                      <Text fontSize="xs" color="fg.error" wordBreak="break-word">
                        Suspended: {user.banReason}
                      </Text>
                    )}
                    {user.deletionDueAt && (
                      <Text fontSize="xs" color="fg.warning">
                        Deleted for good on {format(new Date(user.deletionDueAt), 'd MMM yyyy')} unless they cancel
                      </Text>
                    )}
                  </Box>
                </HStack>
                <HStack gap="2" wrap="wrap" flexShrink={0}>
                  {viewer.role === 'admin' && user.id !== viewer.id && user.role !== 'admin' && !user.bannedAt && (
                    <Button
                      minH="11"
                      size="sm"
                      variant="outline"
                      loading={setRole.isPending && setRole.variables?.userId === user.id}
                      disabled={busy(user)}
                      onClick={() => changeRole(user, user.role === 'moderator' ? 'user' : 'moderator')}
                    >
                      {user.role === 'moderator' ? 'Revoke moderator' : 'Make moderator'}
                    </Button>
                  )}
                  {canSuspend(viewer, user) &&
                    (user.bannedAt ? (
                      <Button
                        minH="11"
                        size="sm"
                        colorPalette="green"
                        variant="outline"
                        loading={unban.isPending && unban.variables?.userId === user.id}
                        onClick={() => reinstate(user)}
                      >
                        Unban
                      </Button>
                    ) : (
                      <Button minH="11" size="sm" colorPalette="red" variant="outline" disabled={busy(user)} onClick={() => setBanning(user)}>
                        Ban
                      </Button>
                    ))}
                </HStack>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      <LoadMore hasMore={users.hasNextPage} loading={users.isFetchingNextPage} onLoad={() => users.fetchNextPage()} />
      <ReasonDialog
        title="Suspend account"
        description={banning ? `${nameOf(banning)} is signed out everywhere and their videos and comments are hidden until reinstated.` : ''}
        confirmLabel="Suspend account"
        open={banning !== null}
        busy={ban.isPending}
        onOpenChange={(open) => !open && setBanning(null)}
        onConfirm={confirmBan}
      />
    </Stack>
  );
}
