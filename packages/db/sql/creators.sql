-- creators.page("userNumber", false)
SELECT u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount", s."remixesCount", row_number() OVER (ORDER BY s."userNumber" ASC)::int AS "rank"
     FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId"
     WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)
     ORDER BY s."userNumber" ASC LIMIT $2;

-- creators.page("totalViews", false)
SELECT u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount", s."remixesCount", row_number() OVER (ORDER BY s."totalViews" DESC, s."userNumber" ASC)::int AS "rank"
     FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId"
     WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)
     ORDER BY s."totalViews" DESC, s."userNumber" ASC LIMIT $2;

-- creators.page("totalLikes", false)
SELECT u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount", s."remixesCount", row_number() OVER (ORDER BY s."totalLikes" DESC, s."userNumber" ASC)::int AS "rank"
     FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId"
     WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)
     ORDER BY s."totalLikes" DESC, s."userNumber" ASC LIMIT $2;

-- creators.page("followersCount", false)
SELECT u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount", s."remixesCount", row_number() OVER (ORDER BY s."followersCount" DESC, s."userNumber" ASC)::int AS "rank"
     FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId"
     WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)
     ORDER BY s."followersCount" DESC, s."userNumber" ASC LIMIT $2;

-- creators.page("videosCount", false)
SELECT u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount", s."remixesCount", row_number() OVER (ORDER BY s."videosCount" DESC, s."userNumber" ASC)::int AS "rank"
     FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId"
     WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)
     ORDER BY s."videosCount" DESC, s."userNumber" ASC LIMIT $2;

-- creators.page("remixesCount", false)
SELECT u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount", s."remixesCount", row_number() OVER (ORDER BY s."remixesCount" DESC, s."userNumber" ASC)::int AS "rank"
     FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId"
     WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)
     ORDER BY s."remixesCount" DESC, s."userNumber" ASC LIMIT $2;

-- creators.page("totalViews", true)
SELECT u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount", s."remixesCount", s."rank"
     FROM (SELECT s.*, row_number() OVER (ORDER BY s."totalViews" DESC, s."userNumber" ASC)::int AS "rank" FROM "creator_stats" s WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)) s
     JOIN "users" u ON u."id" = s."userId"
     WHERE (u."username" ILIKE $2 OR u."displayName" ILIKE $2)
     ORDER BY s."rank" LIMIT $3;

-- creators.total(false)
SELECT count(*)::int AS "total" FROM "creator_stats" s WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid);

-- creators.total(true)
SELECT count(*)::int AS "total" FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId" WHERE s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = s."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND (u."username" ILIKE $2 OR u."displayName" ILIKE $2);
