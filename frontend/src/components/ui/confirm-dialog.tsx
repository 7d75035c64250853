import { Button, Dialog, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

interface ConfirmDialogProps {
  title: ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What confirming does. */
  children: ReactNode;
  /** The red button's label, and its label while `pending`. */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm(): void;
}

/** Asks before something that cannot be undone: Cancel, or a red button that does it. */
export function ConfirmDialog({ title, open, onOpenChange, children, confirmLabel, pendingLabel, pending, onConfirm }: ConfirmDialogProps) {
  return (
    <AppDialog title={title} open={open} onOpenChange={onOpenChange} role="alertdialog">
      <Dialog.Body>
        <Text>{children}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" onClick={onConfirm} loading={pending} loadingText={pendingLabel}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
