import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { VideoDetail } from '@/api/types';
import { setVideoLike } from '@/api/videos/like-video';
import { patchVideoInLists } from '@/api/videos/video-cache';

/** Flips the like at once, puts the earlier state back if the call fails, then reloads the video. */
export function useToggleVideoLike(videoId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.video(videoId);
  return useMutation({
    mutationFn: (like: boolean) => setVideoLike(videoId, like),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<VideoDetail>(key);
      if (previous) queryClient.setQueryData<VideoDetail>(key, { ...previous, isLiked: like, likesCount: Math.max(0, previous.likesCount + (like ? 1 : -1)) });
      return { previous };
    },
    onError: (error, _like, context) => {
      console.error('Failed to update like', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (state) => patchVideoInLists(queryClient, videoId, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
