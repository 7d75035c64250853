import { PUBLICLY_VISIBLE, bannedAccount, isPubliclyVisible } from '@genalpha/shared';
import { SessionUser } from '../auth/session-user';

/**
 * Who may see a video, its comments, likes and media, in SQL over `videos v` and in JS over a row
 * read with VIDEO_VISIBILITY_COLUMNS: everyone while it is publicly visible (ready, not hidden) and
 * its creator is not suspended, else its owner alone. The two are kept side by side here.
 */

/** A suspended creator's videos leave every public list, page and count until the ban is lifted. */
export const OWNER_NOT_BANNED = `NOT ${bannedAccount('v."userId"')}`;

/** What anyone may see of `videos v`. */
export const PUBLIC_VIDEO = `(${PUBLICLY_VISIBLE}) AND ${OWNER_NOT_BANNED}`;

/** A video `viewerParam` may see (and act on): a public one, or their own. */
export const visibleTo = (viewerParam: string) => `((${PUBLIC_VIDEO}) OR v."userId" = ${viewerParam})`;

/** Selects a VideoVisibility from `videos v`. */
export const VIDEO_VISIBILITY_COLUMNS = `v."userId", v."isHidden", v.status, ${bannedAccount('v."userId"')} AS "ownerBanned"`;

/** What decides who may see a video (selected by VIDEO_VISIBILITY_COLUMNS). */
export interface VideoVisibility {
  userId: string;
  isHidden: boolean;
  status: string;
  ownerBanned: boolean;
}

/** PUBLIC_VIDEO for a row already read. */
export function isPublicVideo(video: VideoVisibility): boolean {
  return isPubliclyVisible(video) && !video.ownerBanned;
}

/** visibleTo for a row already read. API reads, comments, reports and /objects all ask here. */
export function maySeeVideo(video: VideoVisibility, viewer: SessionUser | null): boolean {
  return isPublicVideo(video) || (viewer !== null && viewer.id === video.userId);
}
