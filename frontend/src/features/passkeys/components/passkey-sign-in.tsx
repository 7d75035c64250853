import { Button } from '@chakra-ui/react';
import { WebAuthnAbortService, browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { cacheSignedInUser } from '@/features/auth/api/login';
import { signInWithPasskey } from '../api/sign-in-with-passkey';
import { passkeyProblem } from './passkey-problem';

/** A ceremony ended by another (the button's replaces the autofill's) or by leaving the page: nothing to tell. */
const wasReplaced = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'NotAllowedError');

/**
 * "Sign in with a passkey", and, while the page is open, the browser's passkey suggestions in the
 * email field (conditional UI: the field's autocomplete ends with "webauthn"). Either signs in with
 * no password; after a failed or cancelled attempt the suggestions are offered again.
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
      try {
        cacheSignedInUser(queryClient, await signInWithPasskey({ autofill }));
        toastSuccess('Welcome back!');
        signedIn.current();
      } catch (error) {
        if (!(autofill && wasReplaced(error))) toastError('Passkey sign-in failed', passkeyProblem(error, 'Please try again.'));
        if (!autofill) setRound((n) => n + 1);
      }
    },
    [queryClient],
  );

  useEffect(() => {
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
