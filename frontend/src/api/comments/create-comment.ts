import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import type { VideoComment } from '../types';
import { adjustCommentsCount, appendCachedComment } from './comment-cache';

export function createComment(videoId: string, text: string): Promise<VideoComment> {
  return unwrap(apiClient.POST('/api/videos/{id}/comments', { params: { path: { id: videoId } }, body: { text } }));
}

/** Posts the trimmed text and adds the new comment to the cached list. */
export function useCreateComment(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => createComment(videoId, text.trim()),
    onSuccess: (comment) => {
      appendCachedComment(queryClient, videoId, comment);
      adjustCommentsCount(queryClient, videoId, 1);
    },
  });
}
