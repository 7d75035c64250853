import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

export interface Credentials {
  email: string;
  password: string;
}

export function login(credentials: Credentials) {
  return unwrap(apiClient.POST('/api/login', { body: credentials }));
}

export type SignedInUser = Awaited<ReturnType<typeof login>>;

/** Caches the user who just signed in; lists are fetched again so likes and follows are the user's own. */
export function cacheSignedInUser(queryClient: QueryClient, user: SignedInUser): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
  queryClient.setQueryData(queryKeys.currentUser, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (user) => cacheSignedInUser(queryClient, user) });
}
