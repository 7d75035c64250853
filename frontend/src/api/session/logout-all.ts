import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';

/** Ends every session of the account, on every device, this one included. */
export async function logoutAll(): Promise<void> {
  await unwrap(apiClient.POST('/api/logout-all'));
}

/** As logout: the cached user is cleared, then everything personal is fetched afresh. */
export function useLogoutAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    },
  });
}
