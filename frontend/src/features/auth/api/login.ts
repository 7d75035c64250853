import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials) {
  return unwrap(apiClient.POST('/api/login', { body: credentials }));
}

/** Signs in and caches the user; lists are fetched again so likes and follows are the user's own. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
      queryClient.setQueryData(queryKeys.currentUser, user);
    },
  });
}
