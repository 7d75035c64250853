import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';
import type { LikeState } from '../types';
import { patchVideoEverywhere } from './video-cache';

/** Likes or unlikes; the server answers the new state with its exact count. */
export function setVideoLike(videoId: string, like: boolean): Promise<LikeState> {
  const params = { params: { path: { id: videoId } } };
  return unwrap(like ? apiClient.POST('/api/videos/{id}/like', params) : apiClient.DELETE('/api/videos/{id}/like', params));
}

const flipped = (like: boolean) => (video: { likesCount: number }) => ({ isLiked: like, likesCount: Math.max(0, video.likesCount + (like ? 1 : -1)) });

/**
 * The one like for every screen (feed card, profile tile, video page): the heart flips at once in
 * every cached list and on the video's page, the server's exact count replaces the guess, and a
 * failure puts the earlier state back.
 */
export function useLikeVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, like }: { videoId: string; like: boolean }) => setVideoLike(videoId, like),
    onMutate: async ({ videoId, like }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.video(videoId) });
      patchVideoEverywhere(queryClient, videoId, flipped(like));
    },
    onError: (error, { videoId, like }) => {
      console.error('Failed to update like', error);
      patchVideoEverywhere(queryClient, videoId, flipped(!like));
    },
    onSuccess: (state, { videoId }) => {
      patchVideoEverywhere(queryClient, videoId, state);
      // The liker's 'Liked (n)' count.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
    },
  });
}
