import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';
import type { paths } from '../schema';
import { refreshVideoLists } from './video-cache';

export type VideoChanges = NonNullable<paths['/api/videos/{id}']['patch']['requestBody']>['content']['application/json'];

export function updateVideo(videoId: string, changes: VideoChanges) {
  return unwrap(apiClient.PATCH('/api/videos/{id}', { params: { path: { id: videoId } }, body: changes }));
}

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, changes }: { videoId: string; changes: VideoChanges }) => updateVideo(videoId, changes),
    onSuccess: async (_video, { videoId }) => {
      await Promise.all([
        refreshVideoLists(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.video(videoId) }),
        // Comments turned off or back on: the list is hidden or shown again.
        queryClient.invalidateQueries({ queryKey: queryKeys.comments(videoId) }),
      ]);
    },
  });
}
