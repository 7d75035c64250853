import { errorMessage } from '@/api/client';
import { useBlockUser } from '@/api/safety/block-user';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { toastError, toastSuccess } from '../ui/toast';
import { personName, type SafetyPerson } from './person-name';

interface Props {
  person: SafetyPerson;
  open: boolean;
  onOpenChange(open: boolean): void;
  onBlocked?(): void;
}

/** Confirms a block: what it does, that it is never announced, where it is undone. */
export function BlockDialog({ person, open, onOpenChange, onBlocked }: Props) {
  const block = useBlockUser();
  const name = personName(person);
  // Awaited rather than passed to mutate(): what opened the dialog (a comment, a card) leaves as the lists refresh.
  const confirm = () =>
    block
      .mutateAsync({ userId: person.id, block: true })
      .then(() => {
        toastSuccess(`Blocked ${name}`, 'You won’t see each other anymore. Unblock them in Settings.');
        onOpenChange(false);
        onBlocked?.();
      })
      .catch((error: unknown) => toastError('Could not block', errorMessage(error, 'Please try again.')));

  return (
    <ConfirmDialog
      title={`Block ${name}?`}
      open={open}
      onOpenChange={onOpenChange}
      confirmLabel="Block"
      pendingLabel="Blocking..."
      pending={block.isPending}
      onConfirm={confirm}
    >
      You won’t see each other’s videos, comments or profile, and neither of you can follow, comment on or like the other’s videos. Follows between you are
      removed. They won’t be told. You can unblock them in Settings.
    </ConfirmDialog>
  );
}
