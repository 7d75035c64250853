import { PASSWORD_MIN, PASSWORD_REQUIRED, PASSWORD_TOO_SHORT } from '@genalpha/shared/domain';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** What is wrong with a password given to sign in with (login) or being set (register), if anything. */
export function passwordError(mode: 'login' | 'register', password: string): string | undefined {
  if (mode === 'login' && !password) return PASSWORD_REQUIRED;
  if (mode === 'register' && password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  return undefined;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of a validation result, for the 'Validation error' toast. */
export function firstError<Field extends string>(errors: FieldErrors<Field>): string | undefined {
  return Object.values(errors).find((message): message is string => typeof message === 'string');
}
