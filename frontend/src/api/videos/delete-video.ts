import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';
import { refreshVideoLists, removeVideoFromLists } from './video-cache';

export async function deleteVideo(videoId: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/videos/{id}', { params: { path: { id: videoId } } }));
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => deleteVideo(videoId),
    onSuccess: async (_result, videoId) => {
      removeVideoFromLists(queryClient, videoId);
      queryClient.removeQueries({ queryKey: queryKeys.video(videoId) });
      await Promise.all([refreshVideoLists(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.profiles })]);
    },
  });
}
