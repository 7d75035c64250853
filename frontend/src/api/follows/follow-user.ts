import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';

export function setFollowing(userId: string, follow: boolean) {
  const params = { params: { path: { id: userId } } };
  return unwrap(follow ? apiClient.POST('/api/users/{id}/follow', params) : apiClient.DELETE('/api/users/{id}/follow', params));
}

type FollowChange = { userId: string; follow: boolean };
type FollowState = Awaited<ReturnType<typeof setFollowing>>;

interface Outcome {
  onSuccess?(state: FollowState, change: FollowChange): void;
  onError?(error: Error, change: FollowChange): void;
}

/**
 * On success the follow state, counts and follower lists are fetched again (profile and video pages).
 * The caller's outcome handlers live on the mutation itself, so they run even when the button that asked
 * re-mounts while the request is on its way (callbacks given to `mutate` would be dropped then).
 */
export function useFollowUser(outcome: Outcome = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: FollowChange) => setFollowing(userId, follow),
    onSuccess: (state, change) => {
      outcome.onSuccess?.(state, change);
      return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.profiles }), queryClient.invalidateQueries({ queryKey: queryKeys.follows })]);
    },
    onError: (error, change) => outcome.onError?.(error, change),
  });
}
