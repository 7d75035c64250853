import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { CurrentUser } from '@/api/types';

export async function verifyEmail(token: string): Promise<void> {
  await unwrap(apiClient.POST('/api/email/verify', { body: { token } }));
}

/** Confirms the address; a signed-in user's cached account then shows it verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, (user) => user && { ...user, emailVerified: true });
    },
  });
}

export function resendVerification(): Promise<{ message: string }> {
  return unwrap(apiClient.POST('/api/email/verify/resend'));
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
