import { Center, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center py="16" px="4">
      <Stack align="center" gap="1" textAlign="center">
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        {children && <Text color="fg.muted">{children}</Text>}
      </Stack>
    </Center>
  );
}
