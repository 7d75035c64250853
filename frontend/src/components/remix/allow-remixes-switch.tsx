import { Field, Switch } from '@chakra-ui/react';

/** "Allow remixes" on upload and edit: off removes the Remix action for others and refuses new remix links; existing remixes stay. */
export function AllowRemixesSwitch({ checked, disabled, onChange }: { checked: boolean; disabled?: boolean; onChange(checked: boolean): void }) {
  return (
    <Field.Root disabled={disabled}>
      <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)} colorPalette="purple" disabled={disabled}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Allow remixes</Switch.Label>
      </Switch.Root>
      <Field.HelperText>Others can build on this video; turning it off keeps the remixes already made.</Field.HelperText>
    </Field.Root>
  );
}
