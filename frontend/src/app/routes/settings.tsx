import { Container, Heading, Stack } from '@chakra-ui/react';
import { DeleteAccountSection } from '@/features/account-deletion/components/delete-account-section';
import { PasskeysSection } from '@/features/passkeys/components/passkeys-section';
import { usePageTitle } from '@/lib/use-page-title';
import { ProtectedRoute } from '../protected-route';

export default function SettingsRoute() {
  usePageTitle('Settings');
  return (
    <ProtectedRoute>
      <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <Stack gap="8">
          <Heading as="h1" size="2xl">
            Settings
          </Heading>
          <PasskeysSection />
          <DeleteAccountSection />
        </Stack>
      </Container>
    </ProtectedRoute>
  );
}
