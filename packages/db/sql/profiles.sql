-- profiles.byId
SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", u."location", u."website", u."joinedDate",
       u."followersCount", u."followingCount", u."likesPublic", u."userNumber", u."createdAt"::text AS "cursorAt",
       totals."videosCount", totals."totalViews", totals."remixesCount",
       EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = $1::uuid AND f."followingId" = u."id") AS "isFollowing",
       EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = u."id") AS "isMuted",
       CASE WHEN u."likesPublic" OR u."id" = $1::uuid THEN (
         SELECT count(*)::int FROM "likes" l JOIN "videos" v ON v."id" = l."videoId" WHERE l."userId" = u."id" AND NOT v."isHidden" AND v.status = 'ready'
       ) END AS "likedCount"
FROM "users" u
CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE NOT v."isHidden" AND v.status = 'ready')::int AS "videosCount", COALESCE(sum(v."viewsCount"), 0)::bigint AS "totalViews",
         COALESCE(sum(v."remixCount"), 0)::int AS "remixesCount"
  FROM "videos" v WHERE v."userId" = u."id"
) totals WHERE u."id" = $2 AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL) AND u."id" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
  UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid);

-- profiles.byUsername
SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", u."location", u."website", u."joinedDate",
       u."followersCount", u."followingCount", u."likesPublic", u."userNumber", u."createdAt"::text AS "cursorAt",
       totals."videosCount", totals."totalViews", totals."remixesCount",
       EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = $1::uuid AND f."followingId" = u."id") AS "isFollowing",
       EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = u."id") AS "isMuted",
       CASE WHEN u."likesPublic" OR u."id" = $1::uuid THEN (
         SELECT count(*)::int FROM "likes" l JOIN "videos" v ON v."id" = l."videoId" WHERE l."userId" = u."id" AND NOT v."isHidden" AND v.status = 'ready'
       ) END AS "likedCount"
FROM "users" u
CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE NOT v."isHidden" AND v.status = 'ready')::int AS "videosCount", COALESCE(sum(v."viewsCount"), 0)::bigint AS "totalViews",
         COALESCE(sum(v."remixCount"), 0)::int AS "remixesCount"
  FROM "videos" v WHERE v."userId" = u."id"
) totals WHERE u."username" = $2 AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL) AND u."id" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
  UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid);

-- profiles.page
SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", u."location", u."website", u."joinedDate",
       u."followersCount", u."followingCount", u."likesPublic", u."userNumber", u."createdAt"::text AS "cursorAt",
       totals."videosCount", totals."totalViews", totals."remixesCount",
       EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = $1::uuid AND f."followingId" = u."id") AS "isFollowing",
       EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = u."id") AS "isMuted",
       CASE WHEN u."likesPublic" OR u."id" = $1::uuid THEN (
         SELECT count(*)::int FROM "likes" l JOIN "videos" v ON v."id" = l."videoId" WHERE l."userId" = u."id" AND NOT v."isHidden" AND v.status = 'ready'
       ) END AS "likedCount"
FROM "users" u
CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE NOT v."isHidden" AND v.status = 'ready')::int AS "videosCount", COALESCE(sum(v."viewsCount"), 0)::bigint AS "totalViews",
         COALESCE(sum(v."remixCount"), 0)::int AS "remixesCount"
  FROM "videos" v WHERE v."userId" = u."id"
) totals WHERE u."username" IS NOT NULL AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL) AND u."id" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
  UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND (u."createdAt", u."id") < ($3::timestamptz, $4::uuid) ORDER BY u."createdAt" DESC, u."id" DESC LIMIT $2;

-- profiles.lockForEdit
SELECT "username", "avatarUrl" FROM "users" WHERE "id" = $1 FOR UPDATE;

-- profiles.edit(["displayName"])
UPDATE "users" SET "displayName" = $2, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = $1;

-- profiles.edit(["username","displayName","bio","location","website","avatarUrl","likesPublic"])
UPDATE "users" SET "username" = $2, "displayName" = $3, "bio" = $4, "location" = $5, "website" = $6, "avatarUrl" = $7, "likesPublic" = $8, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = $1;

-- profiles.likesPublic
SELECT "id", "likesPublic" FROM "users" WHERE "id" = $1 AND "bannedAt" IS NULL AND "deletionDueAt" IS NULL;
