import { Button, Dialog, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '@/components/ui/app-dialog';
import { MODERATION_REASON_MAX } from '@genalpha/shared/domain';

interface Props {
  title: string;
  /** What the action does, above the reason. */
  description: string;
  confirmLabel: string;
  /** The field's label and example: a reason by default; an appeal's decision asks for a note. */
  fieldLabel?: string;
  placeholder?: string;
  open: boolean;
  busy: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(reason: string): void;
}

/** Asks why before a removal or a suspension: the owner is shown it and it goes in the moderation log. */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  fieldLabel = 'Reason',
  placeholder = 'e.g. Spam: the same clip posted twenty times',
  open,
  busy,
  onOpenChange,
  onConfirm,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(`${fieldLabel} is required`);
    onConfirm(trimmed);
  };

  return (
    <AppDialog title={title} open={open} onOpenChange={close} onSubmit={submit} closeButton busy={busy}>
      <Dialog.Body>
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
          <Field.Root invalid={!!error} disabled={busy} required>
            <Field.Label>{fieldLabel}</Field.Label>
            <Textarea
              value={reason}
              autoFocus
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              placeholder={placeholder}
              maxLength={MODERATION_REASON_MAX}
              rows={3}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
            <Field.HelperText>
              {reason.length}/{MODERATION_REASON_MAX}
            </Field.HelperText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" minH="11" disabled={busy} onClick={() => close(false)}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="red" minH="11" loading={busy} loadingText="Saving...">
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
