-- notifications.silencedActor
SELECT (EXISTS (SELECT 1 FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid AND ub."blockedId" = $2::uuid)
OR EXISTS (SELECT 1 FROM "user_blocks" ub WHERE ub."blockerId" = $2::uuid AND ub."blockedId" = $1::uuid)) OR EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = $2::uuid) AS "silenced";

-- notifications.insert
WITH n AS (
       INSERT INTO "notifications" ("userId", "actorId", "type", "videoId", "commentId", "action", "reason") VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING *
     )
SELECT n."id", n."type", n."isRead", n."createdAt", n."createdAt"::text AS "cursorAt", n."videoId", nv."title" AS "videoTitle",
       n."commentId", n."actorId", a."username" AS "actorUsername", coalesce(a."displayName", 'GenAlpha') AS "actorDisplayName",
       a."avatarUrl" AS "actorAvatarUrl", n."action", n."reason"
FROM n LEFT JOIN "users" a ON a."id" = n."actorId" LEFT JOIN "videos" nv ON nv."id" = n."videoId";

-- notifications.page()
WITH n AS (SELECT * FROM "notifications" WHERE "userId" = $1 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = "actorId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND "actorId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = "userId"::uuid
  UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = "userId"::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = "userId"::uuid AND um."mutedId" = "actorId") AND ("createdAt", "id") < ($3::timestamptz, $4::uuid) ORDER BY "createdAt" DESC, "id" DESC LIMIT $2)

SELECT n."id", n."type", n."isRead", n."createdAt", n."createdAt"::text AS "cursorAt", n."videoId", nv."title" AS "videoTitle",
       n."commentId", n."actorId", a."username" AS "actorUsername", coalesce(a."displayName", 'GenAlpha') AS "actorDisplayName",
       a."avatarUrl" AS "actorAvatarUrl", n."action", n."reason"
FROM n LEFT JOIN "users" a ON a."id" = n."actorId" LEFT JOIN "videos" nv ON nv."id" = n."videoId"
     ORDER BY n."createdAt" DESC, n."id" DESC LIMIT $2;

-- notifications.markRead
WITH n AS (UPDATE "notifications" SET "isRead" = true WHERE "id" = $1 AND "userId" = $2 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = "actorId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND "actorId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = "userId"::uuid
  UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = "userId"::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = "userId"::uuid AND um."mutedId" = "actorId") RETURNING *)
SELECT n."id", n."type", n."isRead", n."createdAt", n."createdAt"::text AS "cursorAt", n."videoId", nv."title" AS "videoTitle",
       n."commentId", n."actorId", a."username" AS "actorUsername", coalesce(a."displayName", 'GenAlpha') AS "actorDisplayName",
       a."avatarUrl" AS "actorAvatarUrl", n."action", n."reason"
FROM n LEFT JOIN "users" a ON a."id" = n."actorId" LEFT JOIN "videos" nv ON nv."id" = n."videoId";

-- notifications.markAllRead
UPDATE "notifications" SET "isRead" = true WHERE "userId" = $1 AND NOT "isRead" AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = "actorId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND "actorId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = "userId"::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = "userId"::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = "userId"::uuid AND um."mutedId" = "actorId");

-- notifications.unreadCount
SELECT count(*)::int AS "count" FROM "notifications" WHERE "userId" = $1 AND NOT "isRead" AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = "actorId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND "actorId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = "userId"::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = "userId"::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = "userId"::uuid AND um."mutedId" = "actorId");

-- notifications.liveSessions
SELECT "sid" FROM "sessions" WHERE "sid" = ANY($1) AND "expire" > now();
