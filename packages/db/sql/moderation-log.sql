-- moderation-log.record
INSERT INTO "moderation_log" ("actorId", "actorUsername", "actorDisplayName", "action", "targetType", "targetId", "targetLabel", "reason", "details")
SELECT a."id", a."username", a."displayName", $2, $3, $4, left($5, 100), $6, $7 FROM (SELECT 1) one LEFT JOIN "users" a ON a."id" = $1;

-- moderation-log.page(false)
SELECT l.*, to_char(l."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt",
       l."actorId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" a WHERE a."id" = l."actorId") AS "actorDeleted",
       l."targetType" = 'user' AND NOT EXISTS (SELECT 1 FROM "users" t WHERE t."id" = l."targetId") AS "targetDeleted"
FROM "moderation_log" l
WHERE true AND (l."createdAt", l.id) < ($2::timestamptz, $3::uuid)
ORDER BY l."createdAt" DESC, l.id DESC LIMIT $1;

-- moderation-log.page(true)
SELECT l.*, to_char(l."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt",
       l."actorId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" a WHERE a."id" = l."actorId") AS "actorDeleted",
       l."targetType" = 'user' AND NOT EXISTS (SELECT 1 FROM "users" t WHERE t."id" = l."targetId") AS "targetDeleted"
FROM "moderation_log" l
WHERE l."targetId" = $1 AND (l."createdAt", l.id) < ($3::timestamptz, $4::uuid)
ORDER BY l."createdAt" DESC, l.id DESC LIMIT $2;

-- moderation-log.demotedFromAdmin
SELECT 1 FROM "moderation_log" WHERE "targetId" = $1 AND "action" = 'user.role_changed' AND "details" ->> 'fromRole' = 'admin' LIMIT 1;
