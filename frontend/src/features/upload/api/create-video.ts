import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/api/client';
import type { paths } from '@/api/schema';
import { refreshVideoLists } from '@/api/videos/video-cache';
import { queryKeys } from '@/api/query-keys';

export type NewVideo = NonNullable<paths['/api/videos']['post']['requestBody']>['content']['application/json'];

/** Creates the video record for an uploaded file; errors carry the server's message or error field. */
export async function createVideo(video: NewVideo) {
  const { data, error, response } = await apiClient.POST('/api/videos', { body: video });
  if (response.ok && data) return data;
  const body = error as { message?: string | string[]; error?: string } | undefined;
  const message = (Array.isArray(body?.message) ? body?.message[0] : body?.message) || body?.error || 'Failed to create video record';
  throw new ApiError(response.status, message);
}

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: () => Promise.all([refreshVideoLists(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.profiles })]),
  });
}
