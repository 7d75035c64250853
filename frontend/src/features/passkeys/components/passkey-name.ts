import { PASSKEY_NAME_MAX, PASSKEY_NAME_REQUIRED, PASSKEY_NAME_TOO_LONG } from '@genalpha/shared/domain';

/** The API's own rule and words for a passkey's name, checked before anything is sent. */
export function passkeyNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return PASSKEY_NAME_REQUIRED;
  if (trimmed.length > PASSKEY_NAME_MAX) return PASSKEY_NAME_TOO_LONG;
  return undefined;
}
