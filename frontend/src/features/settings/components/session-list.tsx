import { Center, Spinner, Stack } from '@chakra-ui/react';
import { ErrorState } from '@/components/ui/error-state';
import { useAccountSessions } from '../api/get-account-sessions';
import { SessionItem } from './session-item';

export function SessionList() {
  const sessions = useAccountSessions();
  if (sessions.isPending) {
    return (
      <Center py="6" gap="3" color="fg.muted" role="status">
        <Spinner size="sm" /> Loading your sessions…
      </Center>
    );
  }
  if (sessions.isError) return <ErrorState title="Your sessions could not be loaded" onRetry={() => sessions.refetch()} />;
  return (
    <Stack as="ul" gap="0" listStyle="none" aria-label="Where you're signed in">
      {sessions.data.map((session) => (
        <SessionItem key={session.id} session={session} />
      ))}
    </Stack>
  );
}
