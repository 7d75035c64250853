-- comment-likes.lockComment
SELECT c."likesCount" FROM "comments" c JOIN "videos" v ON v."id" = c."videoId"
            WHERE c."id" = $1 AND (((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $2::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $2::uuid)) OR v."userId" = $2) AND NOT c."authorBanned" AND c."moderationState" = 'none' AND c."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $2::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $2::uuid)
            FOR NO KEY UPDATE OF c;

-- comment-likes.insert
INSERT INTO "comment_likes" ("commentId", "userId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "id";

-- comment-likes.delete
DELETE FROM "comment_likes" WHERE "commentId" = $1 AND "userId" = $2;

-- comment-likes.addLikes
UPDATE "comments" SET "likesCount" = "likesCount" + $2 WHERE "id" = $1 RETURNING "likesCount";
