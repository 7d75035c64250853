import { visibleTo } from '../predicates/video-visibility';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/**
 * Likes are idempotent: the row is inserted or deleted with conflict-safe SQL, and the video's
 * counter moves only when a row did.
 */
export const likeStatements = statements('likes', {
  /** $1 likes video $2 when they may see it (nothing when already so); returns the new row's id. */
  insert: `INSERT INTO likes ("userId", "videoId")
           SELECT $1::uuid, v.id FROM videos v WHERE v.id = $2 AND ${visibleTo('$1')}
           ON CONFLICT ("userId", "videoId") DO NOTHING RETURNING id`,

  /** $1 no longer likes video $2; returns the removed row's id. */
  delete: `DELETE FROM likes WHERE "userId" = $1 AND "videoId" = $2 RETURNING id`,

  /** Whether $1 (may be null) likes video $2; no row when they may not see it. */
  isLiked: `SELECT EXISTS (SELECT 1 FROM likes l WHERE l."userId" = $1 AND l."videoId" = v.id) AS "isLiked"
            FROM videos v WHERE v.id = $2 AND ${visibleTo('$1')}`,

  /** Moves video $1's likesCount by $2 (1 or -1). */
  addLikes: `UPDATE videos SET "likesCount" = "likesCount" + $2 WHERE id = $1 RETURNING "likesCount", "userId"`,
});

const sql = likeStatements;

/** A video's likesCount after a change, and its owner. */
export interface LikedVideo {
  likesCount: number;
  userId: string;
}

/** The likes table and the videos' likesCount it moves. */
export const likesRepository = {
  /** Whether a row was added. */
  async insert(db: SqlRunner, userId: string, videoId: string): Promise<boolean> {
    const rows = (await db.query(sql.insert, [userId, videoId])) as unknown[];
    return rows.length > 0;
  },

  /** Whether a row was removed. */
  async delete(db: SqlRunner, userId: string, videoId: string): Promise<boolean> {
    const [rows] = (await db.query(sql.delete, [userId, videoId])) as [unknown[], number];
    return rows.length > 0;
  },

  /** Whether the viewer likes the video; undefined when they may not see it. */
  async isLiked(db: SqlRunner, userId: string | null, videoId: string): Promise<boolean | undefined> {
    const [video] = (await db.query(sql.isLiked, [userId, videoId])) as Array<{ isLiked: boolean }>;
    return video?.isLiked;
  },

  async moveCount(db: SqlRunner, videoId: string, by: 1 | -1): Promise<LikedVideo> {
    const [rows] = (await db.query(sql.addLikes, [videoId, by])) as [LikedVideo[], number];
    return rows[0];
  },
};
