import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiClient, unwrap } from '@/api/client';

/** Asks the browser for an assertion by one of the account's passkeys over a fresh challenge: the proof DELETE /api/user accepts instead of the password. */
export async function confirmWithPasskey(): Promise<Record<string, unknown>> {
  const { options } = await unwrap(apiClient.POST('/api/passkeys/confirmation/options'));
  // WebAuthn's JSON form, which the API documents as an open object.
  return { ...(await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON })) };
}
