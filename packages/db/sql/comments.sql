-- comments.page
SELECT c."id", c."text", c."userId", c."likesCount", c."createdAt", c."createdAt"::text AS "cursorAt",
          u."username", u."displayName", u."avatarUrl", CASE WHEN EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = c."userId") OR (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| c.terms) THEN 'muted' END AS "hiddenReason",
          EXISTS (SELECT 1 FROM "comment_likes" l WHERE l."commentId" = c."id" AND l."userId" = $1::uuid) AS "isLiked"
   FROM "comments" c JOIN "users" u ON u."id" = c."userId"
   WHERE c."videoId" = $2 AND NOT c."authorBanned" AND c."moderationState" = 'none' AND c."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND (c."createdAt", c."id") > ($4::timestamptz, $5::uuid)
   ORDER BY c."createdAt", c."id" LIMIT $3;

-- comments.videoFor
SELECT v."userId", v."isHidden", v.status, EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "ownerBanned", v."commentsAllowed", o."username" AS "ownerUsername",
                (EXISTS (SELECT 1 FROM "user_blocks" ub WHERE ub."blockerId" = $2::uuid AND ub."blockedId" = v."userId")
OR EXISTS (SELECT 1 FROM "user_blocks" ub WHERE ub."blockerId" = v."userId" AND ub."blockedId" = $2::uuid)) AS "blocked",
                EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = v."userId" AND f."followingId" = $2::uuid) AS "ownerFollows"
         FROM "videos" v JOIN "users" o ON o."id" = v."userId" WHERE v."id" = $1;

-- comments.insert
WITH c AS (INSERT INTO "comments" ("videoId", "userId", "text") VALUES ($1, $2, $3) RETURNING *)
SELECT c."id", c."text", c."userId", c."likesCount", c."createdAt", c."createdAt"::text AS "cursorAt",
     u."username", u."displayName", u."avatarUrl", NULL AS "hiddenReason", false AS "isLiked"
FROM c JOIN "users" u ON u."id" = c."userId";

-- comments.lockForDelete
SELECT c."userId" AS "authorId", c."videoId", v."userId", v."isHidden", v.status, EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "ownerBanned"
FROM "comments" c JOIN "videos" v ON v."id" = c."videoId"
WHERE c."id" = $1 AND NOT c."authorBanned" AND c."moderationState" = 'none'
FOR UPDATE OF c;

-- comments.delete
DELETE FROM "comments" WHERE "id" = $1;
