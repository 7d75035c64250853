import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * At most `max` characters counted as PostgreSQL's varchar counts them (code points).
 * class-validator's MaxLength skips emoji variation selectors, so text it accepts could
 * still overflow the column.
 */
export function MaxChars(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'maxChars', constraints: [max], validator: { validate: (value) => typeof value === 'string' && [...value].length <= max } },
    options,
  );
}
