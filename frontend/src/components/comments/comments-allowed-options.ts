import type { FeedVideo } from '@/api/types';

export type CommentsAllowed = FeedVideo['commentsAllowed'];

/** The choices of "Who can comment" on upload and edit. */
export const COMMENTS_ALLOWED_OPTIONS: ReadonlyArray<{ value: CommentsAllowed; label: string }> = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'following', label: 'People I follow' },
  { value: 'off', label: 'Nobody (comments off)' },
];
