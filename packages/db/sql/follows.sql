-- follows.isFollowing
SELECT 1 FROM "follows" WHERE "followerId" = $1 AND "followingId" = $2;

-- follows.page("followers")
SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", f."id" AS "followId", f."createdAt"::text AS "followedAt",
        EXISTS (SELECT 1 FROM "follows" mine WHERE mine."followerId" = $1::uuid AND mine."followingId" = u."id") AS "isFollowing"
 FROM "follows" f JOIN "users" u ON u."id" = f."followerId"
 WHERE f."followingId" = $2 AND (f."createdAt", f."id") < ($4::timestamptz, $5::uuid) AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL) AND u."id" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)
 ORDER BY f."createdAt" DESC, f."id" DESC LIMIT $3;

-- follows.page("following")
SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", f."id" AS "followId", f."createdAt"::text AS "followedAt",
        EXISTS (SELECT 1 FROM "follows" mine WHERE mine."followerId" = $1::uuid AND mine."followingId" = u."id") AS "isFollowing"
 FROM "follows" f JOIN "users" u ON u."id" = f."followingId"
 WHERE f."followerId" = $2 AND (f."createdAt", f."id") < ($4::timestamptz, $5::uuid) AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL) AND u."id" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)
 ORDER BY f."createdAt" DESC, f."id" DESC LIMIT $3;

-- follows.blocked
SELECT (EXISTS (SELECT 1 FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid AND ub."blockedId" = $2::uuid)
OR EXISTS (SELECT 1 FROM "user_blocks" ub WHERE ub."blockerId" = $2::uuid AND ub."blockedId" = $1::uuid)) AS "blocked";

-- follows.insert
INSERT INTO "follows" ("followerId", "followingId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "id";

-- follows.delete
DELETE FROM "follows" WHERE "followerId" = $1 AND "followingId" = $2;

-- follows.lockPair
SELECT u."id", (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL) AS "hidden" FROM "users" u WHERE u."id" IN ($1, $2) ORDER BY u."id" FOR NO KEY UPDATE;

-- follows.followersCount
SELECT "followersCount" FROM "users" WHERE "id" = $1;

-- follows.moveFollowingCount
UPDATE "users" SET "followingCount" = "followingCount" + $2 WHERE "id" = $1;

-- follows.moveFollowersCount
UPDATE "users" SET "followersCount" = "followersCount" + $2 WHERE "id" = $1 RETURNING "followersCount";

-- follows.listable
SELECT 1 FROM "users" u WHERE u."id" = $2 AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL) AND u."id" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid);
