-- appeals.lockVideo
SELECT "userId" AS "ownerId", "moderationState" = 'removed' AS "decided" FROM "videos" WHERE "id" = $1 FOR NO KEY UPDATE;

-- appeals.lockComment
SELECT "userId" AS "ownerId", "moderationState" = 'removed' AS "decided" FROM "comments" WHERE "id" = $1 FOR NO KEY UPDATE;

-- appeals.lockUser
SELECT "id" AS "ownerId", "bannedAt" IS NOT NULL AS "decided" FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE;

-- appeals.latestDecision
SELECT "id", "targetLabel" FROM "moderation_log" WHERE "targetId" = $1 AND "action" = $2 ORDER BY "createdAt" DESC, "id" DESC LIMIT 1;

-- appeals.insert
INSERT INTO "appeals" ("userId", "targetType", "targetId", "decisionId", "text") VALUES ($1, $2, $3, $4, $5)
ON CONFLICT ("decisionId") DO NOTHING RETURNING "id", "targetType", "targetId", "text", "createdAt", "outcome";

-- appeals.logFiled
INSERT INTO "moderation_log" ("actorId", "actorUsername", "actorDisplayName", "action", "targetType", "targetId", "targetLabel", "reason", "details")
SELECT u."id", u."username", u."displayName", 'appeal.filed', 'appeal', $2, $3, $4, $5 FROM "users" u WHERE u."id" = $1;

-- appeals.openPage()
SELECT a.id, a."targetType", a."targetId", a.text, a."createdAt", to_char(a."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt",
       d.id AS "decisionId", d.action AS "decisionAction", d.reason AS "decisionReason", d."createdAt" AS "decisionAt", d."targetLabel",
       d."actorId", d."actorUsername", d."actorDisplayName",
       u.id AS "appellantId", u.username AS "appellantUsername", u."displayName" AS "appellantDisplayName", u."avatarUrl" AS "appellantAvatarUrl",
       u.role AS "appellantRole"
FROM appeals a JOIN moderation_log d ON d.id = a."decisionId" JOIN users u ON u.id = a."userId"
WHERE a."reviewedAt" IS NULL AND (u."id" <> $1 AND ($2 = 'admin' OR u."role" = 'user')) AND d."actorId" IS DISTINCT FROM $1 AND (a."createdAt", a.id) > ($4::timestamptz, $5::uuid)
ORDER BY a."createdAt", a.id LIMIT $3;

-- appeals.lockForDecision
SELECT a."userId", u.email, u.role AS "appellantRole", a."targetType", a."targetId", a."decisionId", d."actorId" AS "deciderId", d."targetLabel", a."reviewedAt"
FROM appeals a JOIN moderation_log d ON d.id = a."decisionId" JOIN users u ON u.id = a."userId" WHERE a.id = $1 FOR UPDATE OF a;

-- appeals.decide
UPDATE "appeals" SET "outcome" = $2, "note" = $3, "reviewedBy" = $4, "reviewedAt" = now() WHERE "id" = $1;

-- appeals.reverseVideo
UPDATE "videos" SET "isHidden" = false, "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now(), "updatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'removed';

-- appeals.reverseComment
UPDATE "comments" SET "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'removed';

-- appeals.reverseUser
UPDATE "users" SET "bannedAt" = NULL, "banReason" = NULL WHERE "id" = $1 AND "bannedAt" IS NOT NULL;

-- appeals.commentVideo
SELECT "videoId" FROM comments WHERE id = $1;
