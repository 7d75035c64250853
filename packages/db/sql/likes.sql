-- likes.insert
INSERT INTO likes ("userId", "videoId")
       SELECT $1::uuid, v.id FROM videos v WHERE v.id = $2 AND (((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)) OR v."userId" = $1)
       ON CONFLICT ("userId", "videoId") DO NOTHING RETURNING id;

-- likes.delete
DELETE FROM likes WHERE "userId" = $1 AND "videoId" = $2 RETURNING id;

-- likes.isLiked
SELECT EXISTS (SELECT 1 FROM likes l WHERE l."userId" = $1 AND l."videoId" = v.id) AS "isLiked"
        FROM videos v WHERE v.id = $2 AND (((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)) OR v."userId" = $1);

-- likes.addLikes
UPDATE videos SET "likesCount" = "likesCount" + $2 WHERE id = $1 RETURNING "likesCount", "userId";
