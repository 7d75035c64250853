import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { refreshAfterSafetyChange } from './safety-cache';

export function setBlocked(userId: string, block: boolean) {
  const params = { params: { path: { id: userId } } };
  return unwrap(block ? apiClient.POST('/api/users/{id}/block', params) : apiClient.DELETE('/api/users/{id}/block', params));
}

/** Blocks or unblocks; on success every list is fetched again (their videos, comments and profile leave, or come back). */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) => setBlocked(userId, block),
    onSuccess: (_state, { userId, block }) => refreshAfterSafetyChange(queryClient, block ? { personId: userId, lists: 'all' } : undefined),
  });
}
