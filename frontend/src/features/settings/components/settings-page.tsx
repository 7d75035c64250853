import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Database } from 'lucide-react';
import type { ReactNode } from 'react';
import { SettingsSection } from '@/components/ui/settings-section';
import { useCurrentUser } from '@/api/session/get-current-user';
import { AccountSection } from './account-section';
import { SecuritySection } from './security-section';
import { TokensSection } from './tokens-section';

interface Props {
  /** Sections of other features, composed by the route: passkeys after Security, blocked and muted after the tokens; the Data card's parts (export, deletion) last. */
  passkeys?: ReactNode;
  safety?: ReactNode;
  data?: ReactNode;
}

/** The signed-in user's settings: one section after another. */
export function SettingsPage({ passkeys, safety, data }: Props) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Settings
          </Heading>
          <Text color="fg.muted">Your account, its security, your API tokens, whom you blocked and muted, and your data.</Text>
        </Stack>
        <AccountSection user={user} />
        <SecuritySection />
        {passkeys}
        <TokensSection />
        {safety}
        {data && (
          <SettingsSection id="data" title="Data" description="Your account and everything in it." icon={Database}>
            <Stack gap="5">{data}</Stack>
          </SettingsSection>
        )}
      </Stack>
    </Container>
  );
}
