import { apiClient, unwrap } from '@/api/client';
import { useAdminMutation } from './use-admin-mutation';

export function dismissUserReports(userId: string) {
  return unwrap(apiClient.POST('/api/admin/users/{id}/dismiss-reports', { params: { path: { id: userId } }, body: {} }));
}

export const useDismissUserReports = () => useAdminMutation(dismissUserReports);
