import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { cacheSignedInUser, type Credentials } from './login';

export function register(credentials: Credentials) {
  return unwrap(apiClient.POST('/api/register', { body: credentials }));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => cacheSignedInUser(queryClient, user),
  });
}
