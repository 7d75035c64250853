import { apiClient, unwrap } from '@/api/client';
import type { UserRole } from './types';
import { useAdminMutation } from './use-admin-mutation';

export function setUserRole({ userId, role }: { userId: string; role: UserRole }) {
  return unwrap(apiClient.PUT('/api/admin/users/{id}/role', { params: { path: { id: userId } }, body: { role } }));
}

export const useSetUserRole = () => useAdminMutation(setUserRole);
