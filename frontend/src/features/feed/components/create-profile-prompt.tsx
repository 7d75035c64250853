import { Button, Flex, Text } from '@chakra-ui/react';
import { UserRoundPlus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '@/api/session/get-current-user';

/** A signed-in account without a username yet is invited to create its profile (the dialog opens on its own profile). */
export function CreateProfilePrompt() {
  const { data: viewer } = useCurrentUser();
  if (!viewer || viewer.username) return null;
  return (
    <Flex align="center" gap="3" mb="4" px="4" py="3" rounded="lg" borderWidth="1px" borderColor="purple.500/40" bg="purple.500/10" wrap="wrap">
      <UserRoundPlus size={20} aria-hidden />
      <Text flex="1" minW="48" fontSize="sm">
        Create your profile to start sharing your AI-generated videos.
      </Text>
      <Button asChild size="sm" colorPalette="purple">
        <RouterLink to="/profile">Create profile</RouterLink>
      </Button>
    </Flex>
  );
}
