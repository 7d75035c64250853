import { visibleTo } from '../predicates/video-visibility';
import { notBlockedBetween } from '../predicates/viewer-filters';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';
import { SHOWN_COMMENT } from './comments.repository';

/** The like row and the comment's likesCount change together. */
export const commentLikeStatements = statements('comment-likes', {
  /**
   * Comment $1's likesCount when $2 may see it, locked: a comment on a hidden or failed video
   * exists only for the video's owner; a banned author's for nobody; one whose author and $2 blocked each other for neither.
   */
  lockComment: `SELECT c."likesCount" FROM "comments" c JOIN "videos" v ON v."id" = c."videoId"
                WHERE c."id" = $1 AND ${visibleTo('$2')} AND ${SHOWN_COMMENT('c')} AND ${notBlockedBetween('$2', 'c."userId"')}
                FOR NO KEY UPDATE OF c`,

  /** $2 likes comment $1 (nothing when already so); returns the new row's id. */
  insert: `INSERT INTO "comment_likes" ("commentId", "userId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "id"`,

  /** $2 no longer likes comment $1. */
  delete: `DELETE FROM "comment_likes" WHERE "commentId" = $1 AND "userId" = $2`,

  /** Moves comment $1's likesCount by $2 (1 or -1). */
  addLikes: `UPDATE "comments" SET "likesCount" = "likesCount" + $2 WHERE "id" = $1 RETURNING "likesCount"`,
});

const sql = commentLikeStatements;

/** The comment_likes table and the comments' likesCount it moves. */
export const commentLikesRepository = {
  /** The comment's likesCount when the viewer may see it, locked; undefined when they may not. */
  async lockComment(db: SqlRunner, commentId: string, viewerId: string): Promise<number | undefined> {
    const [comment] = (await db.query(sql.lockComment, [commentId, viewerId])) as Array<{ likesCount: number }>;
    return comment?.likesCount;
  },

  /** Whether a row was added. */
  async insert(db: SqlRunner, commentId: string, userId: string): Promise<boolean> {
    const rows = (await db.query(sql.insert, [commentId, userId])) as unknown[];
    return rows.length > 0;
  },

  /** Whether a row was removed. */
  async delete(db: SqlRunner, commentId: string, userId: string): Promise<boolean> {
    const [, count] = (await db.query(sql.delete, [commentId, userId])) as [unknown[], number];
    return count > 0;
  },

  /** Moves the comment's likesCount by `by`; returns the new count. */
  async moveCount(db: SqlRunner, commentId: string, by: 1 | -1): Promise<number> {
    const [[updated]] = (await db.query(sql.addLikes, [commentId, by])) as [Array<{ likesCount: number }>, number];
    return updated.likesCount;
  },
};
