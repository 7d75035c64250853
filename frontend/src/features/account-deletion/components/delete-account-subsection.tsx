import { Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { AppDialog } from '@/components/ui/app-dialog';
import { SettingsSubsection } from '@/components/ui/settings-section';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { deletionDate, useDeleteAccount, type DeletionConfirmation } from '../api/account-deletion';
import { PASSWORD_REQUIRED } from '@genalpha/shared/domain';

/** Settings › Data › Delete account, confirmed in a dialog by the password or, for an account with one, a passkey. */
export function DeleteAccountSubsection({ passkeyConfirmation = false }: { passkeyConfirmation?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSubsection title="Delete account">
      <Stack gap="3" align="start">
        <Text color="fg.muted" fontSize="sm">
          Deleting your account removes your profile, videos, comments and likes for everyone at once. You can change your mind by signing in during the grace
          period; after it, everything is deleted for good.
        </Text>
        <Button colorPalette="red" variant="outline" minH="11" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </Stack>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} passkeyConfirmation={passkeyConfirmation} />
    </SettingsSubsection>
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  passkeyConfirmation: boolean;
}

function DeleteAccountDialog({ open, onOpenChange, passkeyConfirmation }: DialogProps) {
  const navigate = useNavigate();
  const deletion = useDeleteAccount((deletionDueAt) => {
    toastSuccess('Account deleted', `Sign in before ${deletionDate(deletionDueAt)} if you change your mind.`);
    return navigate('/');
  });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(PASSWORD_REQUIRED);
    confirm({ password });
  };

  const confirm = (confirmation: DeletionConfirmation) =>
    deletion.mutate(confirmation, {
      onError: (failure) => toastError('Account not deleted', errorMessage(failure, 'Something went wrong. Please try again.')),
    });

  return (
    <AppDialog title="Delete your account?" open={open} onOpenChange={close} onSubmit={submit} closeButton busy={deletion.isPending}>
      <Dialog.Body>
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            You are signed out everywhere, and your profile, videos, comments and likes disappear for everyone at once. Until the grace period ends, signing in
            lets you cancel; then everything is deleted for good and your email address is free again.
          </Text>
          <Field.Root invalid={!!error} disabled={deletion.isPending} required>
            <Field.Label>Password</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          {passkeyConfirmation && (
            <Button type="button" variant="ghost" alignSelf="start" minH="11" disabled={deletion.isPending} onClick={() => confirm('passkey')}>
              <KeyRound size={16} aria-hidden /> Use a passkey instead
            </Button>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" minH="11" disabled={deletion.isPending} onClick={() => close(false)}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="red" minH="11" loading={deletion.isPending} loadingText="Deleting...">
          Delete account
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
