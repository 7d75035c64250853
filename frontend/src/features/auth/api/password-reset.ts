import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

/** The same neutral answer whether or not an account uses the address. */
export async function requestPasswordReset(email: string): Promise<{ message: string }> {
  return unwrap(apiClient.POST('/api/password-reset', { body: { email } }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function confirmPasswordReset(body: { token: string; password: string }) {
  return unwrap(apiClient.POST('/api/password-reset/confirm', { body }));
}

/** Sets the new password and signs in here (every other session has ended), as login does. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
      queryClient.setQueryData(queryKeys.currentUser, user);
    },
  });
}
