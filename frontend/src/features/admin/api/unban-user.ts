import { apiClient, unwrap } from '@/api/client';
import { useAdminMutation } from './use-admin-mutation';

export function unbanUser({ userId }: { userId: string }) {
  return unwrap(apiClient.POST('/api/admin/users/{id}/unban', { params: { path: { id: userId } }, body: {} }));
}

export const useUnbanUser = () => useAdminMutation(unbanUser);
