import { bannedAccount } from './account-state';
import { notBlockedBetween } from './viewer-filters';

/**
 * Who may see a video, its comments, likes and media, in SQL over `videos v` and in JS over a row
 * read with VIDEO_VISIBILITY_COLUMNS: everyone while it is publicly visible (ready, not hidden) and
 * its creator is not suspended, else its owner alone. The two are kept side by side here; the API,
 * the worker, the creator stats and the benchmark all ask here.
 */

/**
 * Ready (probed, browser-playable) and not hidden; `processing` and `failed` videos are their
 * owner's alone. It is the predicate of the partial index IDX_videos_feed, which must change with
 * it (in a migration).
 */
export const PUBLICLY_VISIBLE = `NOT v."isHidden" AND v.status = 'ready'`;

/** A video still being probed, shown to its owner alone (the predicate of IDX_videos_processing_owner). */
export const OWN_PROCESSING = `v.status = 'processing' AND NOT v."isHidden"`;

/** A suspended creator's videos leave every public list, page and count until the ban is lifted. */
const OWNER_NOT_BANNED = `NOT ${bannedAccount('v."userId"')}`;

/** What anyone may see of `videos v`. */
export const PUBLIC_VIDEO = `(${PUBLICLY_VISIBLE}) AND ${OWNER_NOT_BANNED}`;

/** A video `viewerParam` may see (and act on): a public one whose creator and viewer have not blocked each other, or their own. */
export const visibleTo = (viewerParam: string) => `((${PUBLIC_VIDEO} AND ${notBlockedBetween(viewerParam, 'v."userId"')}) OR v."userId" = ${viewerParam})`;

/** Selects a VideoVisibility from `videos v`. */
export const VIDEO_VISIBILITY_COLUMNS = `v."userId", v."isHidden", v.status, ${bannedAccount('v."userId"')} AS "ownerBanned"`;

/** What decides who may see a video (selected by VIDEO_VISIBILITY_COLUMNS). */
export interface VideoVisibility {
  userId: string;
  isHidden: boolean;
  status: string;
  ownerBanned: boolean;
}

/** PUBLICLY_VISIBLE for a row already read. */
function isPubliclyVisible(video: { isHidden: boolean; status: string }): boolean {
  return !video.isHidden && video.status === 'ready';
}

/** PUBLIC_VIDEO for a row already read. */
export function isPublicVideo(video: VideoVisibility): boolean {
  return isPubliclyVisible(video) && !video.ownerBanned;
}

/** visibleTo for a row already read, by a viewer (null for a visitor). */
export function maySeeVideo(video: VideoVisibility, viewer: { id: string } | null): boolean {
  return isPublicVideo(video) || (viewer !== null && viewer.id === video.userId);
}

/**
 * visibleTo for a video whose PUBLIC_VIDEO is known (`isPublic`), by a viewer (null for a visitor)
 * and the users they blocked or were blocked by (blocksRepository.between).
 */
export function visibleToViewer(video: { userId: string; isPublic: boolean }, viewerId: string | null, blockedBetween: ReadonlySet<string>): boolean {
  return video.userId === viewerId || (video.isPublic && !blockedBetween.has(video.userId));
}
