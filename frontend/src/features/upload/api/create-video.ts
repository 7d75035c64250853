import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/api/client';
import type { paths } from '@/api/schema';
import { refreshVideoLists } from '@/api/videos/video-cache';
import { queryKeys } from '@/api/query-keys';

export type NewVideo = NonNullable<paths['/api/videos']['post']['requestBody']>['content']['application/json'];

/** Why the record was not created (spec section 8): the message, else the error field, else the raw text of the answer, else a fallback. */
export function recordCreationError(body: unknown): string {
  if (typeof body === 'string') return body.trim() || 'Failed to create video record';
  const fields = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; error?: unknown };
  const message = Array.isArray(fields.message) ? fields.message[0] : fields.message;
  if (typeof message === 'string' && message) return message;
  if (typeof fields.error === 'string' && fields.error) return fields.error;
  return 'Failed to create video record';
}

/** Creates the video record for an uploaded file. */
export async function createVideo(video: NewVideo) {
  const { data, error, response } = await apiClient.POST('/api/videos', { body: video });
  if (response.ok && data) return data;
  throw new ApiError(response.status, recordCreationError(error));
}

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVideo,
    onSuccess: () => Promise.all([refreshVideoLists(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.profiles })]),
  });
}
