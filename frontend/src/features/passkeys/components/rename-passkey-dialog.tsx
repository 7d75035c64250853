import { Button, Dialog, Field, Input } from '@chakra-ui/react';
import { PASSKEY_NAME_MAX } from '@genalpha/shared/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { AppDialog } from '@/components/ui/app-dialog';
import { toastError, toastSuccess } from '@/components/ui/toast';
import type { Passkey } from '../api/get-passkeys';
import { useRenamePasskey } from '../api/rename-passkey';
import { passkeyNameError } from './passkey-name';

interface Props {
  passkey: Passkey;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function RenamePasskeyDialog({ passkey, open, onOpenChange }: Props) {
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState<string>();
  const rename = useRenamePasskey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passkeyNameError(name);
    setNameError(found);
    if (found) return;
    rename
      .mutateAsync({ id: passkey.id, name: name.trim() })
      .then(() => {
        toastSuccess('Passkey renamed');
        onOpenChange(false);
      })
      .catch((error: unknown) => toastError('Rename failed', errorMessage(error, 'The passkey could not be renamed. Please try again.')));
  };

  return (
    <AppDialog title={`Rename “${passkey.name}”`} open={open} onOpenChange={(next) => !rename.isPending && onOpenChange(next)} onSubmit={submit}>
      <Dialog.Body>
        <Field.Root invalid={!!nameError} disabled={rename.isPending}>
          <Field.Label>Passkey name</Field.Label>
          <Input value={name} maxLength={PASSKEY_NAME_MAX + 10} autoComplete="off" autoFocus onChange={(event) => setName(event.target.value)} />
          <Field.ErrorText>{nameError}</Field.ErrorText>
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={rename.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="purple" loading={rename.isPending}>
          Save
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
