import type { CurrentUser, FeedVideo, VideoDetail } from '@/api/types';
import { COMMENTS_OFF } from '@genalpha/shared/domain';

export interface CommentsSettingView {
  /** Whether the comments are listed (not while they are off: the server keeps them until turned back on). */
  listShown: boolean;
  /** Whether the composer (or, for a visitor, the sign-in prompt) is offered. */
  composerShown: boolean;
  /** What to say about the setting, if anything. */
  note: string | null;
}

type Video = Pick<FeedVideo, 'commentsAllowed' | 'creator'> & Partial<Pick<VideoDetail, 'mayComment'>>;

/**
 * What a video's comment setting means for the viewer. A feed's video does not say whether its owner
 * follows the viewer (the video page does, as mayComment): there the composer stays and the server decides.
 */
export function commentsSettingView(video: Video, viewer: CurrentUser | null | undefined): CommentsSettingView {
  if (video.commentsAllowed === 'off') return { listShown: false, composerShown: false, note: COMMENTS_OFF };
  if (video.commentsAllowed === 'everyone') return { listShown: true, composerShown: true, note: null };
  if (viewer?.id === video.creator.id) return { listShown: true, composerShown: true, note: 'Only people you follow can comment' };
  const owner = video.creator.username ? `@${video.creator.username}` : video.creator.displayName;
  return { listShown: true, composerShown: video.mayComment ?? true, note: `Only people ${owner} follows can comment` };
}
