import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load (for example after a deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  // The screen says only that it failed; the console keeps why, for whoever looks.
  useEffect(() => console.error('Screen failed to load:', error), [error]);
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
