import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { confirmWithPasskey } from './confirm-with-passkey';

/** What confirms a deletion: the password, or one of the account's passkeys (the browser asks for it). */
export type DeletionConfirmation = { password: string } | 'passkey';

/** Deletes the signed-in account; answers when it is purged. */
export async function deleteAccount(confirmation: DeletionConfirmation) {
  const body = confirmation === 'passkey' ? { passkey: await confirmWithPasskey() } : confirmation;
  return unwrap(apiClient.DELETE('/api/user', { body }));
}

/**
 * The account's sessions end with it: `onDeleted` (given when its purge is due) leaves the page first (awaited),
 * then the cached user is cleared and everything personal fetched afresh.
 */
export function useDeleteAccount(onDeleted: (deletionDueAt: string) => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async ({ deletionDueAt }) => {
      // Once the page is left: cleared sooner, the settings page would send the signed-out person to sign-in.
      await onDeleted(deletionDueAt);
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    },
  });
}

/** "6 December 2026" for an ISO time, in the reader's language. */
export function deletionDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}
