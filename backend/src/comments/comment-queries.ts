import { VIDEO_VISIBILITY_COLUMNS, blockedBetween, commentHiddenReason, notBlockedBetween, visibleTo, AfterCursor } from '@genalpha/db';

/** A comment everyone may see: its author is not banned and staff (or reports) have not hidden it. */
export const SHOWN_COMMENT = (c: string) => `NOT ${c}."authorBanned" AND ${c}."moderationState" = 'none'`;

/** What a comment row carries for CommentDto: the comment, its author, and whether $1 (the viewer, may be null) liked it. */
const COMMENT_COLUMNS = `c."id", c."text", c."userId", c."likesCount", c."createdAt", c."createdAt"::text AS "cursorAt",
              u."username", u."displayName", u."avatarUrl"`;

/** The SQL of comments, used by CommentsService and by the benchmark's plan checks. */
export const commentQueries = {
  /**
   * A video's comments ($2), oldest first (keysetQuery with OLDEST_FIRST). A banned author's comments
   * are left out until the ban is lifted, and hidden or removed ones until staff restore them (the counts shown do the same),
   * and so are those of authors the viewer ($1) blocked or was blocked by; a muted author's, or one
   * with a muted word, is kept and marked (hiddenReason 'muted') so the client collapses it.
   */
  page: (after: AfterCursor) =>
    `SELECT ${COMMENT_COLUMNS}, ${commentHiddenReason('$1')} AS "hiddenReason",
              EXISTS (SELECT 1 FROM "comment_likes" l WHERE l."commentId" = c."id" AND l."userId" = $1::uuid) AS "isLiked"
       FROM "comments" c JOIN "users" u ON u."id" = c."userId"
       WHERE c."videoId" = $2 AND ${SHOWN_COMMENT('c')} AND ${notBlockedBetween('$1', 'c."userId"')} ${after('c."createdAt"', 'c."id"')}
       ORDER BY c."createdAt", c."id"`,

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
};

/** The SQL of comment likes, used by CommentLikesService: the like row and the comment's likesCount change together. */
export const commentLikeQueries = {
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
};
