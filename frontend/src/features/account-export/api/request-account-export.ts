import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export function requestAccountExport() {
  return unwrap(apiClient.POST('/api/user/export'));
}

/** Asks the worker for a copy of the account's data (one a day); the list shows it building. */
export function useRequestAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountExports }),
  });
}
