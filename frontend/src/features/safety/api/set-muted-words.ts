import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { refreshAfterSafetyChange } from '@/api/safety/safety-cache';

export function setMutedWords(words: string[]) {
  return unwrap(apiClient.PUT('/api/user/muted-words', { body: { words } }));
}

/** Replaces the muted words and #tags; the feeds and comments are fetched again (matching cards leave, comments collapse). */
export function useSetMutedWords() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMutedWords, onSuccess: () => refreshAfterSafetyChange(queryClient) });
}
