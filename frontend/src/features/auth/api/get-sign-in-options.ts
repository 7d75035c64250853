import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiClient, unwrap } from '@/api/client';

/** Options any of this site's passkeys can answer; the server binds their challenge to this browser with a cookie. */
export async function getSignInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { options } = await unwrap(apiClient.POST('/api/passkeys/authentication/options'));
  // WebAuthn's JSON form, which the API documents as an open object.
  return options as unknown as PublicKeyCredentialRequestOptionsJSON;
}
