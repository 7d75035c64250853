import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { VideoOff } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export function VideoNotFound() {
  return (
    <Center py="20" px="6">
      <Stack align="center" gap="3" textAlign="center">
        <VideoOff size={48} aria-hidden />
        <Heading as="h1" size="lg">
          Video not found
        </Heading>
        <Text color="fg.muted">The video you're looking for doesn't exist.</Text>
        <Button asChild colorPalette="purple">
          <RouterLink to="/">Back to Feed</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
