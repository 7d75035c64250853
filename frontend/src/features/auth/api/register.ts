import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import type { Credentials } from './login';

export function register(credentials: Credentials) {
  return unwrap(apiClient.POST('/api/register', { body: credentials }));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
      queryClient.setQueryData(queryKeys.currentUser, user);
    },
  });
}
