import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';
import type { LikeState } from '../types';
import { patchVideoInLists } from './video-cache';

/** Likes or unlikes; the server answers the new state with its exact count. */
export function setVideoLike(videoId: string, like: boolean): Promise<LikeState> {
  const params = { params: { path: { id: videoId } } };
  return unwrap(like ? apiClient.POST('/api/videos/{id}/like', params) : apiClient.DELETE('/api/videos/{id}/like', params));
}

export function useLikeVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, like }: { videoId: string; like: boolean }) => setVideoLike(videoId, like),
    onSuccess: (state, { videoId }) => {
      patchVideoInLists(queryClient, videoId, state);
      queryClient.setQueryData(queryKeys.video(videoId), (video: object | undefined) => (video ? { ...video, ...state } : video));
    },
    onError: (error) => console.error('Failed to update like', error),
  });
}
