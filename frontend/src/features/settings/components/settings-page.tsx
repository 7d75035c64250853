import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useCurrentUser } from '@/api/session/get-current-user';
import { AccountSection } from './account-section';
import { SecuritySection } from './security-section';
import { TokensSection } from './tokens-section';

/** The signed-in user's settings: one section after another. */
export function SettingsPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Settings
          </Heading>
          <Text color="fg.muted">Your account, its security and your API tokens.</Text>
        </Stack>
        <AccountSection user={user} />
        <SecuritySection />
        <TokensSection />
      </Stack>
    </Container>
  );
}
