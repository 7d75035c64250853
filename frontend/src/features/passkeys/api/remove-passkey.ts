import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { Passkey } from './get-passkeys';

export async function removePasskey(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/passkeys/{id}', { params: { path: { id } } }));
}

/** Removed at once on the server: the passkey leaves the list without a refetch (after a failure the list is fetched again). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: (_result, id) => queryClient.setQueryData<Passkey[]>(queryKeys.passkeys, (passkeys) => passkeys?.filter((p) => p.id !== id)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}
