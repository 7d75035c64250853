import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PASSKEYS_MAX, PASSKEY_NAME_MAX } from '@genalpha/shared/domain';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { toastSuccess } from '@/components/ui/toast';
import { useCreatePasskey } from '../api/create-passkey';
import { passkeyProblem } from '@/lib/passkey-problem';
import { passkeyNameError } from './passkey-name';

/** A name, then the browser's own prompt creates the passkey (Touch ID, Windows Hello, a phone, a security key). */
export function AddPasskeyForm({ atLimit }: { atLimit: boolean }) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const create = useCreatePasskey();

  if (!browserSupportsWebAuthn()) return <Text color="fg.muted">This browser cannot create passkeys.</Text>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passkeyNameError(name);
    setNameError(found);
    setProblem(undefined);
    if (found) return;
    create.mutate(name.trim(), {
      onSuccess: (passkey) => {
        setName('');
        toastSuccess('Passkey added', `You can now sign in with “${passkey.name}”.`);
      },
      onError: (error) => setProblem(passkeyProblem(error, 'The passkey could not be added. Please try again.')),
    });
  };

  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} noValidate aria-label="Add a passkey">
        <Field.Root invalid={!!nameError} disabled={create.isPending || atLimit}>
          <Field.Label>Passkey name</Field.Label>
          <HStack gap="3" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input
              value={name}
              maxLength={PASSKEY_NAME_MAX + 10}
              flex="1"
              placeholder="e.g. MacBook Touch ID"
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                if (nameError) setNameError(passkeyNameError(event.target.value));
              }}
            />
            <Button type="submit" colorPalette="purple" flexShrink={0} loading={create.isPending} loadingText="Waiting for your device…" disabled={atLimit}>
              Add a passkey
            </Button>
          </HStack>
          <Field.ErrorText>{nameError}</Field.ErrorText>
        </Field.Root>
        {atLimit && <Text color="fg.muted">You have {PASSKEYS_MAX} passkeys, the most an account can have: remove one to add another.</Text>}
        {problem && (
          <Text color="fg.error" role="alert">
            {problem}
          </Text>
        )}
      </form>
    </Stack>
  );
}
