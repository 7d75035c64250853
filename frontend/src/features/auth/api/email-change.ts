import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export async function confirmEmailChange(token: string): Promise<void> {
  await unwrap(apiClient.POST('/api/email/change/confirm', { body: { token } }));
}

/** Moves the account to its new address; a signed-in user's cached account is fetched afresh to show it. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
