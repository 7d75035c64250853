import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export async function getProfileByUsername(username: string) {
  const { user } = await unwrap(apiClient.GET('/api/users/username/{username}', { params: { path: { username } } }));
  return user;
}

export const getProfileByUsernameQueryOptions = (username: string) =>
  queryOptions({ queryKey: queryKeys.profileByUsername(username), queryFn: () => getProfileByUsername(username) });

export function useProfileByUsername(username: string | undefined) {
  return useQuery({ ...getProfileByUsernameQueryOptions(username ?? ''), enabled: !!username });
}
