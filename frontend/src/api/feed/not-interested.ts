import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { queryKeys } from '../query-keys';
import { removeVideoFromFeed } from '../videos/video-cache';

export function markNotInterested(videoId: string) {
  return unwrap(apiClient.POST('/api/feed/not-interested', { body: { videoId } }));
}

interface Outcome {
  onSuccess?(): void;
  onError?(error: Error): void;
}

/**
 * "Not interested": the card leaves For You at once; the server keeps it out and shows less of its
 * creator and tool (a failure brings For You back as it was). The caller's outcome handlers live on
 * the mutation itself: the card that asked is gone by the time the answer comes.
 */
export function useNotInterested(outcome: Outcome = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotInterested,
    onMutate: (videoId) => removeVideoFromFeed(queryClient, 'foryou', videoId),
    onSuccess: () => outcome.onSuccess?.(),
    onError: (error) => {
      outcome.onError?.(error);
      return queryClient.invalidateQueries({ queryKey: [...queryKeys.feed, 'foryou'] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.feedPreferences }),
  });
}
