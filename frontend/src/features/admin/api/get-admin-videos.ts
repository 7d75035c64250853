import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';
import type { AdminVideoList } from './types';

export async function getAdminVideos(state: AdminVideoList, cursor?: string) {
  return unwrap(apiClient.GET('/api/admin/videos', { params: { query: { state, cursor, limit: 20 } } }));
}

/** Videos hidden pending review, removed, or failed in processing. */
export function useAdminVideos(state: AdminVideoList) {
  return useInfiniteQuery({
    queryKey: adminKeys.videos(state),
    queryFn: ({ pageParam }) => getAdminVideos(state, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
