import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export function getVideo(videoId: string) {
  return unwrap(apiClient.GET('/api/videos/{id}', { params: { path: { id: videoId } } }));
}

export const getVideoQueryOptions = (videoId: string) => queryOptions({ queryKey: queryKeys.video(videoId), queryFn: () => getVideo(videoId) });

export function useVideo(videoId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getVideoQueryOptions(videoId), ...options });
}
