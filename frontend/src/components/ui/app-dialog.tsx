import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface AppDialogProps {
  title: ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's Dialog.Body and Dialog.Footer. */
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  scrollBehavior?: 'inside' | 'outside';
  /** Makes the dialog a form (submitted by a footer button) handled here. */
  onSubmit?(event: FormEvent): void;
  /** A close button in the corner; disabled while `busy`. */
  closeButton?: boolean;
  busy?: boolean;
}

/** The app's centred dialog: backdrop, title, then the caller's body and footer. */
export function AppDialog({
  title,
  open,
  onOpenChange,
  children,
  role = 'dialog',
  scrollBehavior = 'outside',
  onSubmit,
  closeButton = false,
  busy = false,
}: AppDialogProps) {
  const inside = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {children}
      {closeButton && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" disabled={busy} />
        </Dialog.CloseTrigger>
      )}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      // Opened from a menu, the dialog can be open before the menu, closing, hands the focus back to its
      // button: that is no reason to close it (the keyboard cannot leave it; a press outside still closes it).
      onFocusOutside={(event) => event.preventDefault()}
      role={role}
      placement="center"
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          {onSubmit ? (
            <Dialog.Content asChild>
              <form onSubmit={onSubmit} noValidate>
                {inside}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{inside}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
