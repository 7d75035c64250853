import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export function resetFeedPreferences() {
  return unwrap(apiClient.DELETE('/api/feed/preferences'));
}

/** Forgets every "Not interested": For You ranks as for a new viewer again. */
export function useResetFeedPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetFeedPreferences,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.feedPreferences }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.feed, 'foryou'] }),
      ]),
  });
}
