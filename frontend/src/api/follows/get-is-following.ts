import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export async function getIsFollowing(userId: string, targetId: string): Promise<boolean> {
  const { isFollowing } = await unwrap(apiClient.GET('/api/users/{userId}/is-following/{targetId}', { params: { path: { userId, targetId } } }));
  return isFollowing;
}

export const getIsFollowingQueryOptions = (userId: string, targetId: string) =>
  queryOptions({ queryKey: queryKeys.isFollowing(userId, targetId), queryFn: () => getIsFollowing(userId, targetId) });

/** Whether the viewer follows the creator; asked only for a signed-in viewer looking at someone else. */
export function useIsFollowing(viewerId: string | undefined, creatorId: string) {
  return useQuery({ ...getIsFollowingQueryOptions(viewerId ?? '', creatorId), enabled: !!viewerId && viewerId !== creatorId });
}
