import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { adjustCommentsCount, updateCachedComments } from './comment-cache';

export async function deleteComment(commentId: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/comments/{id}', { params: { path: { id: commentId } } }));
}

export function useDeleteComment(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    onSuccess: (_result, commentId) => {
      updateCachedComments(queryClient, videoId, (comments) => comments.filter((comment) => comment.id !== commentId));
      adjustCommentsCount(queryClient, videoId, -1);
    },
  });
}
