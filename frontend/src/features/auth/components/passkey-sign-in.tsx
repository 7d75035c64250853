import { Button } from '@chakra-ui/react';
import { WebAuthnAbortService, browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { atIpAddress } from '@/lib/at-ip-address';
import { passkeyProblem } from '@/lib/passkey-problem';
import { getSignInOptions } from '../api/get-sign-in-options';
import { cacheSignedInUser } from '../api/login';
import { signInWithPasskey } from '../api/sign-in-with-passkey';

/**
 * "Sign in with a passkey", and, while the page is open, the browser's passkey suggestions in the
 * email field (conditional UI: the field's autocomplete ends with "webauthn"). Either signs in with
 * no password; after the button's attempt fails or is cancelled, the suggestions are offered again.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn(): void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [round, setRound] = useState(0);
  // Read when a sign-in succeeds, so a new callback on each render of the page does not restart the autofill.
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  const signIn = useCallback(
    async (autofill: boolean) => {
      const failed = (error: unknown) => toastError('Passkey sign-in failed', passkeyProblem(error, 'Please try again.'));
      let options;
      try {
        options = await getSignInOptions();
      } catch (error) {
        // The suggestions are only an offer: where none can be made (an IP address, a busy server), the page stays as it was.
        if (!autofill) failed(error);
        return;
      }
      try {
        cacheSignedInUser(queryClient, await signInWithPasskey(options, autofill));
        toastSuccess('Welcome back!');
        signedIn.current();
      } catch (error) {
        // A suggestion ends unpicked when the button starts a ceremony or the page is left; only the server's refusal of a picked one is news.
        if (!autofill || error instanceof ApiError) failed(error);
        if (!autofill) setRound((n) => n + 1);
      }
    },
    [queryClient],
  );

  useEffect(() => {
    // Browsers accept no IP address as a passkey's site: nothing to offer there (the button says why).
    if (atIpAddress(window.location.hostname)) return;
    let left = false;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (supported && !left) void signIn(true);
    });
    return () => {
      left = true;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [signIn, round]);

  if (!browserSupportsWebAuthn()) return null;
  return (
    <Button
      variant="outline"
      w="full"
      loading={pending}
      onClick={() => {
        setPending(true);
        void signIn(false).finally(() => setPending(false));
      }}
    >
      <KeyRound aria-hidden /> Sign in with a passkey
    </Button>
  );
}
