import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiResponse } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export type Passkey = ApiResponse<'/api/passkeys', 'get'>['passkeys'][number];

export async function getPasskeys(): Promise<Passkey[]> {
  const { passkeys } = await unwrap(apiClient.GET('/api/passkeys'));
  return passkeys;
}

/** The viewer's passkeys, newest first. */
export function usePasskeys() {
  return useQuery({ queryKey: queryKeys.passkeys, queryFn: getPasskeys });
}
