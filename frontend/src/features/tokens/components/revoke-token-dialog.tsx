import { errorMessage } from '@/api/client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      title={`Revoke “${token.name}”?`}
      open={open}
      onOpenChange={(next) => !revoke.isPending && onOpenChange(next)}
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      onConfirm={confirm}
    >
      Scripts and tools using this token will be refused from now on. This cannot be undone.
    </ConfirmDialog>
  );
}
