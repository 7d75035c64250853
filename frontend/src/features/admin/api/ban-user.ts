import { apiClient, unwrap } from '@/api/client';
import { useAdminMutation } from './use-admin-mutation';

export function banUser({ userId, reason }: { userId: string; reason: string }) {
  return unwrap(apiClient.POST('/api/admin/users/{id}/ban', { params: { path: { id: userId } }, body: { reason } }));
}

export const useBanUser = () => useAdminMutation(banUser);
