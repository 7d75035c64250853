import { TOKEN_NAME_MAX, TOKEN_NAME_REQUIRED, TOKEN_NAME_TOO_LONG, TOKEN_SCOPES_REQUIRED } from '@genalpha/shared/domain';
import type { FieldErrors } from '@/lib/validation';

export type TokenField = 'name' | 'scopes';

/** The form's checks, with the messages shown under each field. */
export function validateToken({ name, scopes }: { name: string; scopes: readonly string[] }): FieldErrors<TokenField> {
  const errors: FieldErrors<TokenField> = {};
  const trimmed = name.trim();
  if (!trimmed) errors.name = TOKEN_NAME_REQUIRED;
  else if (trimmed.length > TOKEN_NAME_MAX) errors.name = TOKEN_NAME_TOO_LONG;
  if (scopes.length === 0) errors.scopes = TOKEN_SCOPES_REQUIRED;
  return errors;
}
