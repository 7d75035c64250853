import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      title={`Remove “${passkey.name}”?`}
      open={open}
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      confirmLabel="Remove"
      pendingLabel="Removing..."
      pending={remove.isPending}
      onConfirm={confirm}
    >
      You will no longer be able to sign in with this passkey. It may stay on your device or in your password manager, where you can delete it too.
    </ConfirmDialog>
  );
}
