import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { removeCreatorFromLists } from '../videos/video-cache';

/**
 * After a block, a mute or a change of muted words, what the viewer sees changes everywhere: the
 * person's videos leave the cached lists at once, then every list, page and count is fetched again
 * (the server decides what each one shows).
 */
export function refreshAfterSafetyChange(queryClient: QueryClient, left?: { personId: string; lists: 'feeds' | 'all' }): Promise<unknown> {
  if (left) removeCreatorFromLists(queryClient, left.personId, left.lists);
  return Promise.all(
    [queryKeys.videoLists, ['comments'], queryKeys.profiles, queryKeys.follows, ['creators'], queryKeys.notifications, queryKeys.blocks, queryKeys.mutes].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
