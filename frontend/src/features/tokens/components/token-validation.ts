import { TOKEN_NAME_MAX } from '@genalpha/domain';
import type { FieldErrors } from '@/lib/validation';

export type TokenField = 'name' | 'scopes';

/** The form's checks, with the messages shown under each field. */
export function validateToken({ name, scopes }: { name: string; scopes: readonly string[] }): FieldErrors<TokenField> {
  const errors: FieldErrors<TokenField> = {};
  const trimmed = name.trim();
  if (!trimmed) errors.name = 'Token name is required';
  else if (trimmed.length > TOKEN_NAME_MAX) errors.name = `Token name must be ${TOKEN_NAME_MAX} characters or less`;
  if (scopes.length === 0) errors.scopes = 'Choose at least one scope';
  return errors;
}
