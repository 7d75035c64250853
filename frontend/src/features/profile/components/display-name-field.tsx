import { Field, Input } from '@chakra-ui/react';

interface Props {
  value: string;
  error?: string;
  disabled: boolean;
  maxLength?: number;
  onChange(value: string): void;
  /** Checks the field: `always` on blur, else only while a message shows. */
  onCheck(value: string, always: boolean): void;
}

/** The display name input of the welcome and edit dialogs. */
export function DisplayNameField({ value, error, disabled, maxLength, onChange, onCheck }: Props) {
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label>Display name</Field.Label>
      <Input
        value={value}
        maxLength={maxLength}
        onChange={(event) => {
          onChange(event.target.value);
          onCheck(event.target.value, false);
        }}
        onBlur={(event) => onCheck(event.target.value, true)}
        autoComplete="name"
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
