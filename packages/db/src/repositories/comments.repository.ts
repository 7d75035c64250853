import { CommentsAllowed } from '../entities';
import { AfterCursor, OLDEST_FIRST, PageRequest, laterPageSql, readPage } from '../keyset';
import { VIDEO_VISIBILITY_COLUMNS, VideoVisibility } from '../predicates/video-visibility';
import { blockedBetween, commentHiddenReason, notBlockedBetween } from '../predicates/viewer-filters';
import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** A comment everyone may see: its author is not banned and staff (or reports) have not hidden it. */
export const SHOWN_COMMENT = (c: string) => `NOT ${c}."authorBanned" AND ${c}."moderationState" = 'none'`;

/** What a comment row carries for CommentDto: the comment, its author, and whether $1 (the viewer, may be null) liked it. */
const COMMENT_COLUMNS = `c."id", c."text", c."userId", c."likesCount", c."createdAt", c."createdAt"::text AS "cursorAt",
              u."username", u."displayName", u."avatarUrl"`;

/**
 * A video's comments ($2), oldest first (keysetQuery with OLDEST_FIRST). A banned author's comments
 * are left out until the ban is lifted, and hidden or removed ones until staff restore them (the counts shown do the same),
 * and so are those of authors the viewer ($1) blocked or was blocked by; a muted author's, or one
 * with a muted word, is kept and marked (hiddenReason 'muted') so the client collapses it.
 * Exported for the benchmark's plan checks.
 */
export const commentPageSql = (after: AfterCursor) =>
  `SELECT ${COMMENT_COLUMNS}, ${commentHiddenReason('$1')} AS "hiddenReason",
              EXISTS (SELECT 1 FROM "comment_likes" l WHERE l."commentId" = c."id" AND l."userId" = $1::uuid) AS "isLiked"
       FROM "comments" c JOIN "users" u ON u."id" = c."userId"
       WHERE c."videoId" = $2 AND ${SHOWN_COMMENT('c')} AND ${notBlockedBetween('$1', 'c."userId"')} ${after('c."createdAt"', 'c."id"')}
       ORDER BY c."createdAt", c."id"`;

export const commentStatements = statements('comments', {
  page: laterPageSql(commentPageSql, 2, OLDEST_FIRST),

  /**
   * Video $1 as viewer $2 (may be null) meets its comments: its VideoVisibility, its comment setting,
   * its owner's username, whether the owner and the viewer blocked each other and whether the owner follows the viewer.
   */
  videoFor: `SELECT ${VIDEO_VISIBILITY_COLUMNS}, v."commentsAllowed", o."username" AS "ownerUsername",
                    ${blockedBetween('$2::uuid', 'v."userId"')} AS "blocked",
                    EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = v."userId" AND f."followingId" = $2::uuid) AS "ownerFollows"
             FROM "videos" v JOIN "users" o ON o."id" = v."userId" WHERE v."id" = $1`,

  /** Inserts $3 by $2 on video $1 and returns it as a CommentRow (not liked yet, not hidden from its author). */
  insert: `WITH c AS (INSERT INTO "comments" ("videoId", "userId", "text") VALUES ($1, $2, $3) RETURNING *)
         SELECT ${COMMENT_COLUMNS}, NULL AS "hiddenReason", false AS "isLiked"
         FROM c JOIN "users" u ON u."id" = c."userId"`,

  /** Comment $1 (not of a banned author) with its author and its video's VideoVisibility, locked for deleting. */
  lockForDelete: `SELECT c."userId" AS "authorId", c."videoId", ${VIDEO_VISIBILITY_COLUMNS}
                  FROM "comments" c JOIN "videos" v ON v."id" = c."videoId"
                  WHERE c."id" = $1 AND ${SHOWN_COMMENT('c')}
                  FOR UPDATE OF c`,

  /** Deletes comment $1 (its likes cascade). */
  delete: `DELETE FROM "comments" WHERE "id" = $1`,
});

const sql = commentStatements;

/** A comment as the comment reads select it: with its author, and whether the viewer liked it. */
export interface CommentRow {
  id: string;
  text: string;
  userId: string;
  likesCount: number;
  createdAt: Date;
  cursorAt: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  /** 'muted' when the viewer mutes its author or a word in it (the client collapses it). */
  hiddenReason: 'muted' | null;
  isLiked: boolean;
}

/** A video as a viewer meets its comments (commentStatements.videoFor). */
export interface VideoForComments extends VideoVisibility {
  commentsAllowed: CommentsAllowed;
  ownerUsername: string | null;
  blocked: boolean;
  ownerFollows: boolean;
}

/** A comment with its author and its video's VideoVisibility, locked for deleting. */
export interface CommentForDelete extends VideoVisibility {
  authorId: string;
  videoId: string;
}

/** The comments table (the videos' commentsCount moves with it: videosRepository.moveCommentsCount). */
export const commentsRepository = {
  /** A video's comments, oldest first, as `viewerId` sees them. */
  page(db: SqlRunner, videoId: string, viewerId: string | null, page: PageRequest) {
    return readPage<CommentRow>(db, page, {
      sql: commentPageSql,
      params: [viewerId, videoId],
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
      order: OLDEST_FIRST,
    });
  },

  async videoFor(db: SqlRunner, videoId: string, viewerId: string | null): Promise<VideoForComments | undefined> {
    const [video] = (await db.query(sql.videoFor, [videoId, viewerId])) as VideoForComments[];
    return video;
  },

  async insert(db: SqlRunner, videoId: string, authorId: string, text: string): Promise<CommentRow> {
    const [row] = (await db.query(sql.insert, [videoId, authorId, text])) as CommentRow[];
    return row;
  },

  async lockForDelete(db: SqlRunner, commentId: string): Promise<CommentForDelete | undefined> {
    const [comment] = (await db.query(sql.lockForDelete, [commentId])) as CommentForDelete[];
    return comment;
  },

  /** Whether a row was removed. */
  async delete(db: SqlRunner, commentId: string): Promise<boolean> {
    // TypeORM answers a DELETE with [rows, affectedCount].
    const [, deleted] = (await db.query(sql.delete, [commentId])) as [unknown[], number];
    return deleted > 0;
  },
};
