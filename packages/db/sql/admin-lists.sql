-- admin-lists.usersPage({})
SELECT u.id, u."userNumber", u.email, u.username, u."displayName", u."avatarUrl", u.role, u."createdAt", u."bannedAt", u."banReason", u."deletionDueAt",
(SELECT count(*) FROM videos uv WHERE uv."userId" = u.id)::int AS "videosCount", to_char(u."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
    FROM users u
    WHERE true AND (u."createdAt", u.id) < ($2::timestamptz, $3::uuid)
    ORDER BY u."createdAt" DESC, u.id DESC LIMIT $1;

-- admin-lists.usersPage({"q":"ada","role":"moderator","banned":true})
SELECT u.id, u."userNumber", u.email, u.username, u."displayName", u."avatarUrl", u.role, u."createdAt", u."bannedAt", u."banReason", u."deletionDueAt",
(SELECT count(*) FROM videos uv WHERE uv."userId" = u.id)::int AS "videosCount", to_char(u."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
    FROM users u
    WHERE (u.email ILIKE $1 OR u.username ILIKE $1 OR u."displayName" ILIKE $1) AND u.role = $2 AND u."bannedAt" IS NOT NULL AND (u."createdAt", u.id) < ($4::timestamptz, $5::uuid)
    ORDER BY u."createdAt" DESC, u.id DESC LIMIT $3;

-- admin-lists.usersPage({"q":"00000000-0000-0000-0000-000000000001","banned":false})
SELECT u.id, u."userNumber", u.email, u.username, u."displayName", u."avatarUrl", u.role, u."createdAt", u."bannedAt", u."banReason", u."deletionDueAt",
(SELECT count(*) FROM videos uv WHERE uv."userId" = u.id)::int AS "videosCount", to_char(u."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
    FROM users u
    WHERE (u.email ILIKE $1 OR u.username ILIKE $1 OR u."displayName" ILIKE $1 OR u.id = $2::uuid) AND u."bannedAt" IS NULL AND (u."createdAt", u.id) < ($4::timestamptz, $5::uuid)
    ORDER BY u."createdAt" DESC, u.id DESC LIMIT $3;

-- admin-lists.videosPage("pending_review")
SELECT v.id, v.title, v.caption, v."toolUsed", v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool", v."thumbnailUrl", v."videoUrl", v."originalUrl", v."aspectRatio", v.width, v.height,
v."durationSeconds", v.status, v."failureReason", v."isHidden", ((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS "isPublic", v."moderationState", v."moderationReason",
v."moderatedAt", v."createdAt", u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName",
u."avatarUrl" AS "creatorAvatarUrl", u.role AS "creatorRole", u."bannedAt" IS NOT NULL AS "creatorBanned", to_char(v."moderatedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
    FROM videos v JOIN users u ON u.id = v."userId"
    WHERE v."moderationState" = 'pending_review' AND (v."moderatedAt", v.id) < ($2::timestamptz, $3::uuid)
    ORDER BY v."moderatedAt" DESC, v.id DESC LIMIT $1;

-- admin-lists.videosPage("removed")
SELECT v.id, v.title, v.caption, v."toolUsed", v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool", v."thumbnailUrl", v."videoUrl", v."originalUrl", v."aspectRatio", v.width, v.height,
v."durationSeconds", v.status, v."failureReason", v."isHidden", ((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS "isPublic", v."moderationState", v."moderationReason",
v."moderatedAt", v."createdAt", u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName",
u."avatarUrl" AS "creatorAvatarUrl", u.role AS "creatorRole", u."bannedAt" IS NOT NULL AS "creatorBanned", to_char(v."moderatedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
    FROM videos v JOIN users u ON u.id = v."userId"
    WHERE v."moderationState" = 'removed' AND (v."moderatedAt", v.id) < ($2::timestamptz, $3::uuid)
    ORDER BY v."moderatedAt" DESC, v.id DESC LIMIT $1;

-- admin-lists.videosPage("failed")
SELECT v.id, v.title, v.caption, v."toolUsed", v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool", v."thumbnailUrl", v."videoUrl", v."originalUrl", v."aspectRatio", v.width, v.height,
v."durationSeconds", v.status, v."failureReason", v."isHidden", ((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS "isPublic", v."moderationState", v."moderationReason",
v."moderatedAt", v."createdAt", u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName",
u."avatarUrl" AS "creatorAvatarUrl", u.role AS "creatorRole", u."bannedAt" IS NOT NULL AS "creatorBanned", to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
    FROM videos v JOIN users u ON u.id = v."userId"
    WHERE v.status = 'failed' AND (v."createdAt", v.id) < ($2::timestamptz, $3::uuid)
    ORDER BY v."createdAt" DESC, v.id DESC LIMIT $1;

-- admin-lists.mediaFailuresPage()
WITH failures AS (
  SELECT "videoId", max("givenUpAt") AS "givenUpAt",
    json_agg(json_build_object('output', "output", 'attempts', "attempts", 'lastError', "lastError", 'givenUpAt', "givenUpAt") ORDER BY "givenUpAt" DESC) AS outputs
  FROM media_backfill_attempts WHERE "givenUpAt" IS NOT NULL GROUP BY "videoId"
)
SELECT v.id, v.title, v.caption, v."toolUsed", v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool", v."thumbnailUrl", v."videoUrl", v."originalUrl", v."aspectRatio", v.width, v.height,
v."durationSeconds", v.status, v."failureReason", v."isHidden", ((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS "isPublic", v."moderationState", v."moderationReason",
v."moderatedAt", v."createdAt", u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName",
u."avatarUrl" AS "creatorAvatarUrl", u.role AS "creatorRole", u."bannedAt" IS NOT NULL AS "creatorBanned", f.outputs, to_char(f."givenUpAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
FROM failures f JOIN videos v ON v.id = f."videoId" JOIN users u ON u.id = v."userId"
WHERE true AND (f."givenUpAt", v.id) < ($2::timestamptz, $3::uuid)
ORDER BY f."givenUpAt" DESC, v.id DESC LIMIT $1;

-- admin-lists.user
SELECT u.id, u."userNumber", u.email, u.username, u."displayName", u."avatarUrl", u.role, u."createdAt", u."bannedAt", u."banReason", u."deletionDueAt",
(SELECT count(*) FROM videos uv WHERE uv."userId" = u.id)::int AS "videosCount" FROM "users" u WHERE u."id" = $1;

-- admin-lists.video
SELECT v.id, v.title, v.caption, v."toolUsed", v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool", v."thumbnailUrl", v."videoUrl", v."originalUrl", v."aspectRatio", v.width, v.height,
v."durationSeconds", v.status, v."failureReason", v."isHidden", ((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS "isPublic", v."moderationState", v."moderationReason",
v."moderatedAt", v."createdAt", u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName",
u."avatarUrl" AS "creatorAvatarUrl", u.role AS "creatorRole", u."bannedAt" IS NOT NULL AS "creatorBanned" FROM "videos" v JOIN "users" u ON u."id" = v."userId" WHERE v."id" = $1;

-- admin-lists.comment
SELECT c.id, c.text, c."videoId", v.title AS "videoTitle", c."moderationState", c."moderationReason", c."createdAt",
u.id AS "authorId", u.username AS "authorUsername", u."displayName" AS "authorDisplayName", u."avatarUrl" AS "authorAvatarUrl",
u.role AS "authorRole", EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = u.id AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "authorBanned" FROM "comments" c JOIN "users" u ON u.id = c."userId" JOIN "videos" v ON v.id = c."videoId" WHERE c.id = $1;
