import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiResponse } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export type AccountSession = ApiResponse<'/api/user/sessions', 'get'>['sessions'][number];

export async function getAccountSessions(): Promise<AccountSession[]> {
  const { sessions } = await unwrap(apiClient.GET('/api/user/sessions'));
  return sessions;
}

/** The account's live sessions, this device first, then the most recently active. */
export function useAccountSessions() {
  return useQuery({ queryKey: queryKeys.accountSessions, queryFn: getAccountSessions });
}
