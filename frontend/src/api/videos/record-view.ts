import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient, unwrap } from '../client';
import { patchVideoEverywhere } from './video-cache';

/** Counts a view; the server counts at most one per viewer per video per day and says whether this one counted. */
export function recordView(videoId: string) {
  return unwrap(apiClient.POST('/api/videos/{id}/view', { params: { path: { id: videoId } } }));
}

/**
 * Counts a view with its +1 shown at once in every list and on the video page. The server's
 * answer then sets the count (a view it did not count takes the +1 back); a failed call takes
 * the +1 back too.
 */
export function useRecordView(): (videoId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (videoId: string) => {
      patchVideoEverywhere(queryClient, videoId, (video) => ({ viewsCount: video.viewsCount + 1 }));
      recordView(videoId).then(
        (result) => patchVideoEverywhere(queryClient, videoId, { viewsCount: result.viewsCount }),
        (error: unknown) => {
          console.error('Failed to record view', error);
          patchVideoEverywhere(queryClient, videoId, (video) => ({ viewsCount: Math.max(0, video.viewsCount - 1) }));
        },
      );
    },
    [queryClient],
  );
}
