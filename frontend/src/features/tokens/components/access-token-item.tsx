import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useState } from 'react';
import { timeAgo } from '@/lib/relative-time';
import type { AccessToken } from '../api/get-access-tokens';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { SCOPE_OPTIONS } from './token-options';

const day = (date: string) => format(new Date(date), 'MMM d, yyyy');

/** One token: its name, scopes, dates, and Revoke (after a confirmation). */
export function AccessTokenItem({ token }: { token: AccessToken }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Flex gap="3" justify="space-between" align="flex-start">
        <Stack gap="2" minW="0">
          <Text fontWeight="semibold" wordBreak="break-word">
            {token.name}
          </Text>
          <HStack gap="1.5" wrap="wrap" aria-label="Scopes">
            {SCOPE_OPTIONS.filter((option) => token.scopes.includes(option.scope)).map((option) => (
              <Badge key={option.scope} colorPalette={option.palette} variant="subtle">
                {option.scope}
              </Badge>
            ))}
          </HStack>
          <Flex columnGap="4" rowGap="0.5" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>Created {day(token.createdAt)}</Text>
            <Text>{token.lastUsedAt ? `Last used ${timeAgo(token.lastUsedAt)}` : 'Never used'}</Text>
            <Text>{token.expiresAt ? `Expires ${day(token.expiresAt)}` : 'Never expires'}</Text>
          </Flex>
        </Stack>
        <Button size="sm" variant="outline" colorPalette="red" flexShrink={0} onClick={() => setConfirming(true)} aria-label={`Revoke “${token.name}”`}>
          Revoke
        </Button>
      </Flex>
      {confirming && <RevokeTokenDialog token={token} open onOpenChange={setConfirming} />}
    </Box>
  );
}
