import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { AccountSession } from './get-account-sessions';

export async function endAccountSession(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/user/sessions/{id}', { params: { path: { id } } }));
}

/** Ended at once on the server: the session leaves the list without a refetch (after a failure, say one already ended, the list is fetched again). */
export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<AccountSession[]>(queryKeys.accountSessions, (sessions) => sessions?.filter((session) => session.id !== id)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
