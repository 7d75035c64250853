import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiClient, unwrap } from '@/api/client';

/** The options for the browser's passkey prompt; their challenge is good once, for 5 minutes, in this session. */
export async function getRegistrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { options } = await unwrap(apiClient.POST('/api/passkeys/registration/options'));
  // WebAuthn's JSON form, which the API documents as an open object.
  return options as unknown as PublicKeyCredentialCreationOptionsJSON;
}
