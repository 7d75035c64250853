-- account-counters.lockVideos
SELECT 1 FROM "videos" WHERE "id" = ANY($1) ORDER BY "id" FOR NO KEY UPDATE;

-- account-counters.recountVideos
UPDATE "videos" v SET
  "likesCount" = (SELECT count(*) FROM "likes" l WHERE l."videoId" = v."id" AND NOT EXISTS (SELECT 1 FROM "users" leaving WHERE leaving."id" = l."userId" AND leaving."deletionDueAt" IS NOT NULL)),
  "commentsCount" = (SELECT count(*) FROM "comments" c WHERE c."videoId" = v."id")
WHERE v."id" = ANY($1);

-- account-counters.lockComments
SELECT 1 FROM "comments" WHERE "id" = ANY($1) ORDER BY "id" FOR NO KEY UPDATE;

-- account-counters.recountComments
UPDATE "comments" c SET "likesCount" = (SELECT count(*) FROM "comment_likes" l WHERE l."commentId" = c."id" AND NOT EXISTS (SELECT 1 FROM "users" leaving WHERE leaving."id" = l."userId" AND leaving."deletionDueAt" IS NOT NULL))
WHERE c."id" = ANY($1);

-- account-counters.lockUsers
SELECT 1 FROM "users" WHERE "id" = ANY($1) ORDER BY "id" FOR NO KEY UPDATE;

-- account-counters.recountUsers
UPDATE "users" u SET
  "followersCount" = (SELECT count(*) FROM "follows" f WHERE f."followingId" = u."id" AND NOT EXISTS (SELECT 1 FROM "users" leaving WHERE leaving."id" = f."followerId" AND leaving."deletionDueAt" IS NOT NULL)),
  "followingCount" = (SELECT count(*) FROM "follows" f WHERE f."followerId" = u."id" AND NOT EXISTS (SELECT 1 FROM "users" leaving WHERE leaving."id" = f."followingId" AND leaving."deletionDueAt" IS NOT NULL))
WHERE u."id" = ANY($1);

-- account-counters.likedVideos
SELECT "videoId" AS id FROM "likes" WHERE "userId" = $1;

-- account-counters.likedComments
SELECT "commentId" AS id FROM "comment_likes" WHERE "userId" = $1;

-- account-counters.followPartners
SELECT "followingId" AS id FROM "follows" WHERE "followerId" = $1 UNION SELECT "followerId" FROM "follows" WHERE "followingId" = $1;
