import { visibleTo } from '@genalpha/db';

/**
 * The SQL of the likes table, used by LikesService. Likes are idempotent: the row is inserted or
 * deleted with conflict-safe SQL, and the video's counter (videoQueries.addLikes) moves only when a row did.
 */
export const likeQueries = {
  /** $1 likes video $2 when they may see it (nothing when already so); returns the new row's id. */
  insert: `INSERT INTO likes ("userId", "videoId")
           SELECT $1::uuid, v.id FROM videos v WHERE v.id = $2 AND ${visibleTo('$1')}
           ON CONFLICT ("userId", "videoId") DO NOTHING RETURNING id`,

  /** $1 no longer likes video $2; returns the removed row's id. */
  delete: `DELETE FROM likes WHERE "userId" = $1 AND "videoId" = $2 RETURNING id`,

  /** Whether $1 (may be null) likes video $2; no row when they may not see it. */
  isLiked: `SELECT EXISTS (SELECT 1 FROM likes l WHERE l."userId" = $1 AND l."videoId" = v.id) AS "isLiked"
            FROM videos v WHERE v.id = $2 AND ${visibleTo('$1')}`,
};
