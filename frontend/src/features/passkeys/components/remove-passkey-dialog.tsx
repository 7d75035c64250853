import { Button, Dialog, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/client';
import { AppDialog } from '@/components/ui/app-dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import type { Passkey } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';

interface Props {
  passkey: Passkey;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function RemovePasskeyDialog({ passkey, open, onOpenChange }: Props) {
  const remove = useRemovePasskey();
  // Awaited rather than passed to mutate(): the removed passkey's row (and this dialog) unmounts first.
  const confirm = () =>
    remove
      .mutateAsync(passkey.id)
      .then(() => toastSuccess('Passkey removed', `“${passkey.name}” no longer signs you in.`))
      .catch((error: unknown) => toastError('Remove failed', errorMessage(error, 'The passkey could not be removed. Please try again.')));

  return (
    <AppDialog title={`Remove “${passkey.name}”?`} open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)} role="alertdialog">
      <Dialog.Body>
        <Text>
          You will no longer be able to sign in with this passkey. It may stay on your device or in your password manager, where you can delete it too.
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={remove.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" onClick={confirm} loading={remove.isPending} loadingText="Removing...">
          Remove
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
