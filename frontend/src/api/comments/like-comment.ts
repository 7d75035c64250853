import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { updateCachedComments } from './comment-cache';

export function setCommentLike(commentId: string, like: boolean) {
  const params = { params: { path: { id: commentId } } };
  return unwrap(like ? apiClient.POST('/api/comments/{id}/like', params) : apiClient.DELETE('/api/comments/{id}/like', params));
}

/** Updates the comment in the cached list once the server confirms. */
export function useLikeComment(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, like }: { commentId: string; like: boolean }) => setCommentLike(commentId, like),
    onSuccess: (state, { commentId }) =>
      updateCachedComments(queryClient, videoId, (comments) => comments.map((comment) => (comment.id === commentId ? { ...comment, ...state } : comment))),
    onError: (error) => console.error('Failed to update comment like', error),
  });
}
