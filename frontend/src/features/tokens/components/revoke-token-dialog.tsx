import { Button, Dialog, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/client';
import { AppDialog } from '@/components/ui/app-dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import type { AccessToken } from '../api/get-access-tokens';
import { useRevokeAccessToken } from '../api/revoke-access-token';

interface Props {
  token: AccessToken;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function RevokeTokenDialog({ token, open, onOpenChange }: Props) {
  const revoke = useRevokeAccessToken();
  // Awaited rather than passed to mutate(): the revoked token's row (and this dialog) unmounts first.
  const confirm = () =>
    revoke
      .mutateAsync(token.id)
      .then(() => toastSuccess('Token revoked', `“${token.name}” no longer works.`))
      .catch((error: unknown) => toastError('Revoke failed', errorMessage(error, 'The token could not be revoked. Please try again.')));

  return (
    <AppDialog title={`Revoke “${token.name}”?`} open={open} onOpenChange={(next) => !revoke.isPending && onOpenChange(next)} role="alertdialog">
      <Dialog.Body>
        <Text>Scripts and tools using this token will be refused from now on. This cannot be undone.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={revoke.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" onClick={confirm} loading={revoke.isPending} loadingText="Revoking...">
          Revoke
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
