import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useState } from 'react';
import { timeAgo } from '@/lib/relative-time';
import type { Passkey } from '../api/get-passkeys';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { RenamePasskeyDialog } from './rename-passkey-dialog';

/** One passkey: its name, when it was added and last signed in; Rename and Remove. */
export function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const [open, setOpen] = useState<'rename' | 'remove' | null>(null);
  const close = (next: boolean) => !next && setOpen(null);
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold" wordBreak="break-word">
            {passkey.name}
          </Text>
          <Flex columnGap="4" rowGap="0.5" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>Added {format(new Date(passkey.createdAt), 'MMM d, yyyy')}</Text>
            <Text>{passkey.lastUsedAt ? `Last used ${timeAgo(passkey.lastUsedAt)}` : 'Never used'}</Text>
          </Flex>
        </Stack>
        <HStack gap="2" flexShrink={0}>
          <Button size="sm" variant="outline" onClick={() => setOpen('rename')} aria-label={`Rename “${passkey.name}”`}>
            Rename
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('remove')} aria-label={`Remove “${passkey.name}”`}>
            Remove
          </Button>
        </HStack>
      </Flex>
      {open === 'rename' && <RenamePasskeyDialog passkey={passkey} open onOpenChange={close} />}
      {open === 'remove' && <RemovePasskeyDialog passkey={passkey} open onOpenChange={close} />}
    </Box>
  );
}
