import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client';
import { refreshAfterSafetyChange } from './safety-cache';

export function setMuted(userId: string, mute: boolean) {
  const params = { params: { path: { id: userId } } };
  return unwrap(mute ? apiClient.POST('/api/users/{id}/mute', params) : apiClient.DELETE('/api/users/{id}/mute', params));
}

/** Mutes or unmutes; on success the feeds and comments are fetched again (their videos leave, their comments collapse). */
export function useMuteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, mute }: { userId: string; mute: boolean }) => setMuted(userId, mute),
    onSuccess: (_state, { userId, mute }) => refreshAfterSafetyChange(queryClient, mute ? { personId: userId, lists: 'feeds' } : undefined),
  });
}
