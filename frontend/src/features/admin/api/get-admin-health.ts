import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { adminKeys } from './admin-keys';

export async function getAdminHealth() {
  return unwrap(apiClient.GET('/api/admin/health'));
}

/** The health view's figures (admins), refreshed every 15 seconds while the tab is open. */
export function useAdminHealth() {
  return useQuery({ queryKey: adminKeys.health, queryFn: getAdminHealth, refetchInterval: 15_000 });
}
