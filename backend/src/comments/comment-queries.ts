import { AfterCursor } from '../common/keyset';

/** What a comment row carries for CommentDto: the comment, its author, and whether $1 (the viewer, may be null) liked it. */
const COMMENT_COLUMNS = `c."id", c."text", c."userId", c."likesCount", c."createdAt", c."createdAt"::text AS "cursorAt",
              u."username", u."displayName", u."avatarUrl"`;

/** The read SQL of comments, used by CommentsService and by the benchmark's plan checks. */
export const commentQueries = {
  /**
   * A video's comments ($2), oldest first (keysetQuery with OLDEST_FIRST). A banned author's comments
   * are left out until the ban is lifted (the counts shown do the same).
   */
  page: (after: AfterCursor) =>
    `SELECT ${COMMENT_COLUMNS},
              EXISTS (SELECT 1 FROM "comment_likes" l WHERE l."commentId" = c."id" AND l."userId" = $1::uuid) AS "isLiked"
       FROM "comments" c JOIN "users" u ON u."id" = c."userId"
       WHERE c."videoId" = $2 AND NOT c."authorBanned" ${after('c."createdAt"', 'c."id"')}
       ORDER BY c."createdAt", c."id"`,

  /** Inserts $3 by $2 on video $1 and returns it as a CommentRow (not liked yet). */
  insert: `WITH c AS (INSERT INTO "comments" ("videoId", "userId", "text") VALUES ($1, $2, $3) RETURNING *)
         SELECT ${COMMENT_COLUMNS}, false AS "isLiked"
         FROM c JOIN "users" u ON u."id" = c."userId"`,
};
