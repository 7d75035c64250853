import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '@/api/client';
import { toastSuccess } from '@/components/ui/toast';
import { timeAgo } from '@/lib/relative-time';
import { useBanUser } from '../api/ban-user';
import { useDismissUserReports } from '../api/dismiss-user-reports';
import { useUserReports } from '../api/get-user-reports';
import type { ReportedUser } from '../api/types';
import { useWarnUser } from '../api/warn-user';
import { EmptyState } from './empty-state';
import { personLabel } from './labels';
import { LoadMore } from './load-more';
import { OpenReportsList } from './open-reports-list';
import { ReasonDialog } from './reason-dialog';
import { toastFailure } from './toast-failure';

type Decision = { kind: 'warn' | 'ban'; entry: ReportedUser };

const DIALOGS = {
  warn: { title: 'Warn account', description: 'The account is notified with the reason; the reports about it are upheld.', confirm: 'Warn' },
  ban: {
    title: 'Suspend account',
    description: 'Every session ends and everything it posted is hidden. It is mailed the reason with a link to appeal once.',
    confirm: 'Suspend',
  },
};

/** Reported accounts, grouped by account: each with its reporters; Warn, Ban (each with a reason) or Dismiss. */
export function UserReportsPanel() {
  const queue = useUserReports();
  const warn = useWarnUser();
  const ban = useBanUser();
  const dismiss = useDismissUserReports();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const entries = queue.data?.pages.flatMap((page) => page.reportedUsers) ?? [];

  if (queue.isPending) return <Spinner m="8" />;
  if (queue.isError) return <EmptyState title="Could not load reported accounts">{errorMessage(queue.error, 'Please try again.')}</EmptyState>;
  if (entries.length === 0) return <EmptyState title="No reported accounts">Reported accounts show up here, oldest first.</EmptyState>;

  const confirm = (reason: string) => {
    if (!deciding) return;
    const done = {
      onSuccess: () => (toastSuccess(deciding.kind === 'warn' ? 'Account warned' : 'Account suspended'), setDeciding(null)),
      onError: toastFailure('Action failed'),
    };
    if (deciding.kind === 'warn') warn.mutate({ userId: deciding.entry.user.id, reason }, done);
    else ban.mutate({ userId: deciding.entry.user.id, reason }, done);
  };

  return (
    <Stack gap="4" pt="4">
      {entries.map((entry) => (
        <Box as="article" key={entry.user.id} aria-label={personLabel(entry.user)} p={{ base: '3', md: '4' }} rounded="lg" borderWidth="1px" bg="bg.panel">
          <Stack gap="3">
            <Box>
              <Text fontWeight="semibold">{personLabel(entry.user)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {entry.user.email} · joined {timeAgo(entry.user.createdAt)} · queued {timeAgo(entry.queuedAt)}
              </Text>
            </Box>
            <OpenReportsList entry={entry} />
            <HStack gap="2" wrap="wrap">
              <Button
                variant="outline"
                minH="11"
                loading={dismiss.isPending && dismiss.variables === entry.user.id}
                onClick={() => dismiss.mutate(entry.user.id, { onSuccess: () => toastSuccess('Reports dismissed'), onError: toastFailure('Dismiss failed') })}
              >
                Dismiss
              </Button>
              <Button variant="outline" colorPalette="orange" minH="11" onClick={() => setDeciding({ kind: 'warn', entry })}>
                Warn
              </Button>
              <Button colorPalette="red" minH="11" onClick={() => setDeciding({ kind: 'ban', entry })}>
                Ban
              </Button>
            </HStack>
          </Stack>
        </Box>
      ))}
      <LoadMore hasMore={queue.hasNextPage} loading={queue.isFetchingNextPage} onLoad={() => void queue.fetchNextPage()} />
      <ReasonDialog
        title={DIALOGS[deciding?.kind ?? 'warn'].title}
        description={DIALOGS[deciding?.kind ?? 'warn'].description}
        confirmLabel={DIALOGS[deciding?.kind ?? 'warn'].confirm}
        open={!!deciding}
        busy={warn.isPending || ban.isPending}
        onOpenChange={(open) => !open && setDeciding(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
