import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundRoute() {
  usePageTitle('404 Page Not Found');
  return (
    <Center minH="60vh" px="6">
      <Stack align="center" gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="black" bgGradient="to-r" gradientFrom="purple.400" gradientTo="pink.400" bgClip="text" color="transparent">
          404
        </Text>
        <Heading as="h1" size="xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">The page you're looking for doesn't exist or has moved.</Text>
        <Button asChild colorPalette="purple">
          <RouterLink to="/">Back to Feed</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
