import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { ErrorState } from '@/components/ui/error-state';
import { useAccessTokens, type AccessToken } from '../api/get-access-tokens';
import { AccessTokenItem } from './access-token-item';

/** A token that expired while the page was open is gone from the server's list at the next fetch. */
const isLive = (token: AccessToken, now: number) => !token.expiresAt || new Date(token.expiresAt).getTime() > now;

export function AccessTokenList() {
  const tokens = useAccessTokens();
  if (tokens.isPending) {
    return (
      <Center py="8" gap="3" color="fg.muted" role="status">
        <Spinner size="sm" /> Loading your tokens…
      </Center>
    );
  }
  if (tokens.isError) return <ErrorState title="Your tokens could not be loaded" onRetry={() => tokens.refetch()} />;
  const now = Date.now();
  const live = tokens.data.filter((token) => isLive(token, now));
  if (live.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        No tokens yet. Create one to let a script or tool use the API as you.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyle="none" aria-label="Your tokens">
      {live.map((token) => (
        <AccessTokenItem key={token.id} token={token} />
      ))}
    </Stack>
  );
}
