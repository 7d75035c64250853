import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export async function getProfileById(userId: string) {
  const { user } = await unwrap(apiClient.GET('/api/users/{id}', { params: { path: { id: userId } } }));
  return user;
}

export const getProfileByIdQueryOptions = (userId: string) => queryOptions({ queryKey: queryKeys.profileById(userId), queryFn: () => getProfileById(userId) });

export function useProfileById(userId: string | undefined) {
  return useQuery({ ...getProfileByIdQueryOptions(userId ?? ''), enabled: !!userId });
}

export type ProfileUser = Awaited<ReturnType<typeof getProfileById>>;
