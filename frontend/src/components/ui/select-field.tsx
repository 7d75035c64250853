import { NativeSelect } from '@chakra-ui/react';

interface Option<V extends string> {
  value: V;
  label: string;
}

interface Props<V extends string> extends Omit<NativeSelect.RootProps, 'onChange'> {
  value: NoInfer<V> | '';
  options: readonly Option<V>[];
  onChange(value: NoInfer<V>): void;
  /** A first, unselectable choice shown while `value` is ''. */
  placeholder?: string;
  'aria-label'?: string;
}

/** A native select over a list of labelled values. */
export function SelectField<V extends string>({ value, options, onChange, placeholder, 'aria-label': ariaLabel, ...root }: Props<V>) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field aria-label={ariaLabel} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
