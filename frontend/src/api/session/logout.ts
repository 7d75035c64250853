import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';

export async function logout(): Promise<void> {
  await unwrap(apiClient.POST('/api/logout'));
}

/** Clears the cached user, then everything personal (likes, follows, notifications) is fetched afresh. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    },
  });
}
