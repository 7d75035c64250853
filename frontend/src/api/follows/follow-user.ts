import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';

export function setFollowing(userId: string, follow: boolean) {
  const params = { params: { path: { id: userId } } };
  return unwrap(follow ? apiClient.POST('/api/users/{id}/follow', params) : apiClient.DELETE('/api/users/{id}/follow', params));
}

/** On success the follow state, counts and follower lists are fetched again (profile and video pages). */
export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: string; follow: boolean }) => setFollowing(userId, follow),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.profiles }), queryClient.invalidateQueries({ queryKey: queryKeys.follows })]),
  });
}
