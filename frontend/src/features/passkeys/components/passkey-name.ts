import { PASSKEY_NAME_MAX } from '@genalpha/domain';

/** The API's own rule and words for a passkey's name, checked before anything is sent. */
export function passkeyNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Passkey name is required';
  if (trimmed.length > PASSKEY_NAME_MAX) return `Passkey name must be ${PASSKEY_NAME_MAX} characters or less`;
  return undefined;
}
