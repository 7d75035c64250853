import { apiClient, unwrap } from '@/api/client';
import { useAdminMutation } from './use-admin-mutation';

export function warnUser({ userId, reason }: { userId: string; reason: string }) {
  return unwrap(apiClient.POST('/api/admin/users/{id}/warn', { params: { path: { id: userId } }, body: { reason } }));
}

export const useWarnUser = () => useAdminMutation(warnUser);
