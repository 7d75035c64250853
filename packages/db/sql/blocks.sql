-- blocks.lockPair
SELECT u."id" FROM "users" u WHERE u."id" IN ($1, $2) ORDER BY u."id" FOR NO KEY UPDATE;

-- blocks.userExists
SELECT "id" FROM "users" WHERE "id" = $1;

-- blocks.block
INSERT INTO "user_blocks" ("blockerId", "blockedId") VALUES ($1, $2) ON CONFLICT DO NOTHING;

-- blocks.unblock
DELETE FROM "user_blocks" WHERE "blockerId" = $1 AND "blockedId" = $2;

-- blocks.unfollowBothWays
DELETE FROM "follows" WHERE ("followerId" = $1 AND "followingId" = $2) OR ("followerId" = $2 AND "followingId" = $1)
RETURNING "followerId", "followingId";

-- blocks.followRemoved
UPDATE "users" SET
  "followingCount" = CASE WHEN "id" = $1 THEN GREATEST("followingCount" - 1, 0) ELSE "followingCount" END,
  "followersCount" = CASE WHEN "id" = $2 THEN GREATEST("followersCount" - 1, 0) ELSE "followersCount" END
WHERE "id" IN ($1, $2);

-- blocks.between
SELECT "blockedId" AS "id" FROM "user_blocks" WHERE "blockerId" = $1 UNION SELECT "blockerId" FROM "user_blocks" WHERE "blockedId" = $1;

-- blocks.page()
SELECT u."id", u."username", u."displayName", u."avatarUrl", x."createdAt"::text AS "listedAt" FROM "user_blocks" x JOIN "users" u ON u."id" = x."blockedId"
WHERE x."blockerId" = $1 AND (x."createdAt", x."blockedId") < ($3::timestamptz, $4::uuid)
ORDER BY x."createdAt" DESC, x."blockedId" DESC LIMIT $2;
