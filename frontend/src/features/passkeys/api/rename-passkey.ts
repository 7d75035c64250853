import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { Passkey } from './get-passkeys';

export function renamePasskey({ id, name }: { id: string; name: string }) {
  return unwrap(apiClient.PATCH('/api/passkeys/{id}', { params: { path: { id } }, body: { name } }));
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: (renamed) => queryClient.setQueryData<Passkey[]>(queryKeys.passkeys, (passkeys) => passkeys?.map((p) => (p.id === renamed.id ? renamed : p))),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}
