import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiClient, unwrap } from '@/api/client';

/**
 * Signs in with a passkey, no email or password: the browser's prompt (or, with `autofill`, its
 * passkey suggestions under the email field) picks one and signs the server's challenge.
 */
export async function signInWithPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON, autofill: boolean) {
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return unwrap(apiClient.POST('/api/login/passkey', { body: { response: { ...response } } }));
}
