import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/** Ends a session with `end`, then clears the cached user: everything personal (likes, follows, notifications) is fetched afresh. */
export function useSessionEndingMutation(end: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: end,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    },
  });
}
