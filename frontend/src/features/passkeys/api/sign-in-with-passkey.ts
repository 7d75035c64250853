import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { cacheSignedInUser } from '@/features/auth/api/login';
import { getSignInOptions } from './get-sign-in-options';

/**
 * Signs in with a passkey, no email or password: the browser's prompt (or, with `autofill`, its
 * passkey suggestions under the email field) picks one and signs the server's challenge.
 */
export async function signInWithPasskey({ autofill }: { autofill: boolean }) {
  const response = await startAuthentication({ optionsJSON: await getSignInOptions(), useBrowserAutofill: autofill });
  return unwrap(apiClient.POST('/api/login/passkey', { body: { response: { ...response } } }));
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: (user) => cacheSignedInUser(queryClient, user) });
}
