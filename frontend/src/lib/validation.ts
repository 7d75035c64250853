const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of a validation result, for the 'Validation error' toast. */
export function firstError<Field extends string>(errors: FieldErrors<Field>): string | undefined {
  return Object.values(errors).find((message): message is string => typeof message === 'string');
}
