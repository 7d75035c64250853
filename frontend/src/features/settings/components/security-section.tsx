import { Box, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { ChangePasswordForm } from './change-password-form';
import { SessionList } from './session-list';
import { SettingsSection, SettingsSubsection } from '@/components/ui/settings-section';
import { SignOutEverywhereButton } from './sign-out-everywhere-button';

export function SecuritySection() {
  return (
    <SettingsSection id="security" title="Security" description="Your password and the devices signed in to your account." icon={ShieldCheck}>
      <Stack gap="6">
        <SettingsSubsection title="Password">
          <ChangePasswordForm />
        </SettingsSubsection>
        <SettingsSubsection title="Where you're signed in" description="Sign out a device you don't recognise or no longer use.">
          <SessionList />
          <Box>
            <Text fontSize="sm" color="fg.muted" mb="2">
              Lost a device? End every session, this one included.
            </Text>
            <SignOutEverywhereButton />
          </Box>
        </SettingsSubsection>
      </Stack>
    </SettingsSection>
  );
}
