import { AfterCursor } from '../common/keyset';
import { videoRowColumns } from './video-row';
import { PUBLIC_VIDEO, visibleTo } from './video-visibility';

/** A viewer's own video still being probed (the predicate of IDX_videos_processing_owner). */
const OWN_PROCESSING = `v.status = 'processing' AND NOT v."isHidden"`;

/**
 * The read queries of videos, exported so the benchmark and its baseline server run exactly
 * this SQL. Parameters: $1 the viewer (may be null), $2 the creator or liker where there is one.
 */
export const videoQueries = {
  /**
   * Newest first over publicly visible videos (served by the partial index IDX_videos_feed). A
   * signed-in viewer's feed (`withOwnProcessing`) also holds their own videos still processing, in
   * their place (IDX_videos_processing_owner); each side is cut to the page before they are merged.
   */
  feed: (after: AfterCursor, limit: string, withOwnProcessing = false) => {
    const newestFirst = 'ORDER BY v."createdAt" DESC, v.id DESC';
    const visible = `SELECT v.* FROM videos v WHERE ${PUBLIC_VIDEO} ${after('v."createdAt"', 'v.id')}`;
    const source = withOwnProcessing
      ? `(${visible} ${newestFirst} LIMIT ${limit})
         UNION ALL
         (SELECT v.* FROM videos v WHERE v."userId" = $1 AND ${OWN_PROCESSING} ${after('v."createdAt"', 'v.id')} ${newestFirst} LIMIT ${limit})`
      : visible;
    return `
      SELECT ${videoRowColumns('$1')}
      FROM (${source}) v JOIN users u ON u.id = v."userId"
      ${newestFirst}`;
  },

  /**
   * The feed narrowed to one tag ($2): in the video's tags or a #hashtag of its caption, any letter
   * case. A rare tag is found through the GIN index IDX_videos_tag_set over video_tag_set(); for a
   * common one the planner walks IDX_videos_feed and stops after a page.
   */
  tagged: (after: AfterCursor) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE ${PUBLIC_VIDEO} AND video_tag_set(v.tags, v.caption) @> ARRAY[lower($2::text)] ${after('v."createdAt"', 'v.id')}
      ORDER BY v."createdAt" DESC, v.id DESC`,

  /** One creator's videos; `ownView` (the creator looking) includes their hidden and failed ones. */
  byCreator: (after: AfterCursor, ownView: boolean) => `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE v."userId" = $2 ${ownView ? '' : `AND ${PUBLIC_VIDEO}`} ${after('v."createdAt"', 'v.id')}
      ORDER BY v."createdAt" DESC, v.id DESC`,

  /** The videos a user liked, most recent like first (the keyset is the like's). */
  likedBy: (after: AfterCursor) => `
      SELECT ${videoRowColumns('$1', 'l."createdAt"')}, l.id AS "likeId"
      FROM likes l JOIN videos v ON v.id = l."videoId" JOIN users u ON u.id = v."userId"
      WHERE l."userId" = $2 AND ${PUBLIC_VIDEO} ${after('l."createdAt"', 'l.id')}
      ORDER BY l."createdAt" DESC, l.id DESC`,

  /** One video as $1 may see it ($2 its id): publicly visible, or their own. */
  visible: `
      SELECT ${videoRowColumns('$1')}
      FROM videos v JOIN users u ON u.id = v."userId"
      WHERE v.id = $2 AND ${visibleTo('$1')}`,
};
