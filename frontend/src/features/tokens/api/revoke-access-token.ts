import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { AccessToken } from './get-access-tokens';

export async function revokeAccessToken(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/tokens/{id}', { params: { path: { id } } }));
}

/** Revoked at once on the server: the token leaves the list without a refetch (after a failure, say one revoked elsewhere, the list is fetched again). */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessToken,
    onSuccess: (_result, id) => queryClient.setQueryData<AccessToken[]>(queryKeys.accessTokens, (tokens) => tokens?.filter((token) => token.id !== id)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.accessTokens }),
  });
}
