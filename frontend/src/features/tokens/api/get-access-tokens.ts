import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiResponse } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export type AccessToken = ApiResponse<'/api/tokens', 'get'>['tokens'][number];
export type TokenScope = AccessToken['scopes'][number];

export async function getAccessTokens(): Promise<AccessToken[]> {
  const { tokens } = await unwrap(apiClient.GET('/api/tokens'));
  return tokens;
}

/** The viewer's live tokens, newest first (the server leaves out revoked and expired ones). */
export function useAccessTokens() {
  return useQuery({ queryKey: queryKeys.accessTokens, queryFn: getAccessTokens });
}
