import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiResponse } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export type AccountExports = ApiResponse<'/api/user/exports', 'get'>;
export type AccountExport = AccountExports['exports'][number];

export function getAccountExports(): Promise<AccountExports> {
  return unwrap(apiClient.GET('/api/user/exports'));
}

/** Polled while the newest export is building, so the download appears when the worker is done. */
const BUILDING_POLL_MS = 3_000;

/** The account's exports, newest first, and when the next may be asked for. */
export function useAccountExports() {
  return useQuery({
    queryKey: queryKeys.accountExports,
    queryFn: getAccountExports,
    refetchInterval: (query) => (query.state.data?.exports[0]?.status === 'building' ? BUILDING_POLL_MS : false),
  });
}
