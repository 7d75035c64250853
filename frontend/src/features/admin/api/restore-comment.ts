import { apiClient, unwrap } from '@/api/client';
import { useAdminMutation } from './use-admin-mutation';

export function restoreComment(commentId: string) {
  return unwrap(apiClient.POST('/api/admin/comments/{id}/restore', { params: { path: { id: commentId } }, body: {} }));
}

export const useRestoreComment = () => useAdminMutation(restoreComment);
