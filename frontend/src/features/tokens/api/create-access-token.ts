import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { paths } from '@/api/schema';

export type NewAccessToken = NonNullable<paths['/api/tokens']['post']['requestBody']>['content']['application/json'];

/** The created token and its secret, which the server shows this once. */
export function createAccessToken(body: NewAccessToken) {
  return unwrap(apiClient.POST('/api/tokens', { body }));
}

export type CreatedAccessToken = Awaited<ReturnType<typeof createAccessToken>>;

/** The secret is never cached: not in the list, and the mutation is forgotten once its form unmounts. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accessTokens }),
  });
}
