import { apiClient, unwrap } from '@/api/client';
import { useAdminMutation } from './use-admin-mutation';

export function removeComment({ commentId, reason }: { commentId: string; reason: string }) {
  return unwrap(apiClient.POST('/api/admin/comments/{id}/remove', { params: { path: { id: commentId } }, body: { reason } }));
}

export const useRemoveComment = () => useAdminMutation(removeComment);
