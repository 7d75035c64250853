import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { paths } from '@/api/schema';
import type { CurrentUser } from '@/api/types';

export type ProfileChanges = NonNullable<paths['/api/users/{id}']['put']['requestBody']>['content']['application/json'];

export async function updateProfile(userId: string, changes: ProfileChanges) {
  const { user } = await unwrap(apiClient.PUT('/api/users/{id}', { params: { path: { id: userId } }, body: changes }));
  return user;
}

/** Saves, then refreshes the signed-in user, every cached profile, and the lists that show names. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: ProfileChanges }) => updateProfile(userId, changes),
    onSuccess: async (user) => {
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, (current) =>
        current && current.id === user.id ? { ...current, username: user.username, displayName: user.displayName, avatarUrl: user.avatarUrl } : current,
      );
      queryClient.setQueryData(queryKeys.profileById(user.id), user);
      if (user.username) queryClient.setQueryData(queryKeys.profileByUsername(user.username), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.videoLists }),
      ]);
    },
  });
}
