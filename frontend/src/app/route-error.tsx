import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

/** Shown when a screen fails to load (for example after a deploy replaced its chunk). */
export function RouteError() {
  return (
    <Center minH="100dvh" p="6">
      <Stack align="center" gap="4" textAlign="center">
        <Heading size="lg">Something went wrong</Heading>
        <Text color="fg.muted">This page could not be loaded.</Text>
        <Button colorPalette="purple" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
