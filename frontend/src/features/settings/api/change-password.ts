import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { paths } from '@/api/schema';

export type PasswordChange = NonNullable<paths['/api/user/password']['put']['requestBody']>['content']['application/json'];

export async function changePassword(body: PasswordChange): Promise<void> {
  await unwrap(apiClient.PUT('/api/user/password', { body }));
}

/** The account's other sessions end with it: the list of sessions is fetched afresh. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
