import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { getRegistrationOptions } from './get-registration-options';

/** Asks the browser for a new passkey (its own prompt: Touch ID, a phone, a security key), then keeps it under `name`. */
export async function createPasskey(name: string) {
  const response = await startRegistration({ optionsJSON: await getRegistrationOptions() });
  return unwrap(apiClient.POST('/api/passkeys', { body: { name, response: { ...response } } }));
}

export function useCreatePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}
