import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';

export async function getMediaFailures(cursor?: string) {
  return unwrap(apiClient.GET('/api/admin/media-failures', { params: { query: { cursor, limit: 20 } } }));
}

/** Ready videos whose 720p copy, poster sizes or preview the worker gave up making. */
export function useMediaFailures() {
  return useInfiniteQuery({
    queryKey: adminKeys.mediaFailures,
    queryFn: ({ pageParam }) => getMediaFailures(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
