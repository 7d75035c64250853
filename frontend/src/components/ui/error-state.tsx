import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

export function ErrorState({ title, description = 'Please try again later.', onRetry }: { title: string; description?: string; onRetry?: () => void }) {
  return (
    <Center py="16" px="6">
      <Stack align="center" gap="3" textAlign="center" role="alert">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Center>
  );
}
