import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { PasskeyForSignIn } from '@genalpha/db';
import { PasskeysService } from './passkeys.service';
import { webAuthnUserHandle } from '@genalpha/shared';

/**
 * The assertion is this passkey's: signed by its key over the challenge, for this site, with user
 * verification and a counter that moved on (which is then kept). A sign-in and a confirmation both ask here.
 */
export async function verifyAssertion(
  passkeys: PasskeysService,
  passkey: PasskeyForSignIn,
  response: Record<string, unknown>,
  expectedChallenge: string,
  rpId: string,
  origin: string,
): Promise<boolean> {
  const assertion = response as unknown as AuthenticationResponseJSON;
  // A discoverable passkey names its account: it must be the account the credential was registered to.
  const userHandle = assertion.response?.userHandle;
  if (userHandle !== undefined && userHandle !== webAuthnUserHandle(passkey.userId)) return false;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: passkey.transports },
      requireUserVerification: true,
    });
    return verified && (await passkeys.recordUse(passkey, authenticationInfo.newCounter));
  } catch {
    return false;
  }
}
