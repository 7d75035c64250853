import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Fingerprint } from 'lucide-react';
import { PASSKEYS_MAX } from '@genalpha/shared/domain';
import { ErrorState } from '@/components/ui/error-state';
import { SettingsSection } from '@/components/ui/settings-section';
import { usePasskeys } from '../api/get-passkeys';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyItem } from './passkey-item';

/** Settings › Security › Passkeys: add one (named), see them, rename or remove them. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  return (
    <SettingsSection
      id="passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device or in your password manager; GenAlpha keeps only its public key."
      icon={Fingerprint}
    >
      <Stack gap="5">
        <AddPasskeyForm atLimit={(passkeys.data?.length ?? 0) >= PASSKEYS_MAX} />
        {passkeys.isPending ? (
          <Center py="6" gap="3" color="fg.muted" role="status">
            <Spinner size="sm" /> Loading your passkeys…
          </Center>
        ) : passkeys.isError ? (
          <ErrorState title="Your passkeys could not be loaded" onRetry={() => passkeys.refetch()} />
        ) : passkeys.data.length === 0 ? (
          <Text color="fg.muted">No passkeys yet.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyle="none" aria-label="Your passkeys">
            {passkeys.data.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </Stack>
        )}
      </Stack>
    </SettingsSection>
  );
}
