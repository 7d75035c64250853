import { useEffect } from 'react';
import { passkeyUserOf } from '@genalpha/shared/domain';
import { atIpAddress } from './at-ip-address';
import { whenIdle } from './when-idle';

/** WebAuthn's Signal API: in Chromium since 132, not in every browser, nor in the DOM types this build uses. */
interface PasskeySignals {
  signalCurrentUserDetails?: (details: { rpId: string; userId: string; name: string; displayName: string }) => Promise<void>;
}

/**
 * Tells the browser's passkey provider the account's current email and display name (WebAuthn's
 * Signal API), so a passkey made before a change stops offering the old email. Nothing to show for
 * it: a provider without a passkey of this account here changes nothing, and a browser that refuses
 * the signal leaves the passkey as it was, still signing in.
 */
export function signalPasskeyUser(account: { id: string; email: string; displayName: string }): void {
  const signals = typeof PublicKeyCredential === 'undefined' ? undefined : (PublicKeyCredential as unknown as PasskeySignals);
  if (!signals?.signalCurrentUserDetails || atIpAddress(window.location.hostname)) return;
  const { id, name, displayName } = passkeyUserOf(account);
  signals.signalCurrentUserDetails({ rpId: window.location.hostname, userId: id, name, displayName }).catch(() => undefined);
}

/** Signals the signed-in account's details once the page is idle, and again whenever they change (a sign-in, a new email, a new display name). */
export function usePasskeyUserSignal(account: { id: string; email: string; displayName: string } | null | undefined): void {
  const id = account?.id;
  const email = account?.email;
  const displayName = account?.displayName;
  useEffect(() => {
    if (id === undefined || email === undefined || displayName === undefined) return;
    return whenIdle(() => signalPasskeyUser({ id, email, displayName }));
  }, [id, email, displayName]);
}
