-- account-exports.lockRequests
SELECT pg_advisory_xact_lock(hashtext('account-export:' || $1));

-- account-exports.waitSeconds
SELECT ceil(extract(epoch FROM "createdAt" + make_interval(hours => $2) - now()))::int AS "waitSeconds"
FROM "account_exports" WHERE "userId" = $1 AND "status" <> 'failed' AND "createdAt" > now() - make_interval(hours => $2)
ORDER BY "createdAt" LIMIT 1;

-- account-exports.insert
INSERT INTO "account_exports" ("userId", "linkOrigin") VALUES ($1, $2) RETURNING "id", "userId", "status", "createdAt", "readyAt", "sizeBytes";

-- account-exports.list
SELECT "id", "userId", "status", "createdAt", "readyAt", "sizeBytes" FROM "account_exports" WHERE "userId" = $1 ORDER BY "createdAt" DESC LIMIT 10;

-- account-exports.ofOwner
SELECT "id", "userId", "status", "createdAt", "readyAt", "sizeBytes" FROM "account_exports" WHERE "id" = $1 AND "userId" = $2;

-- account-exports.markFailed
UPDATE "account_exports" SET "status" = 'failed' WHERE "id" = $1 AND "status" = 'building';

-- account-exports.toBuild
SELECT e."userId", u."email", e."linkOrigin", u."deletionDueAt" FROM "account_exports" e JOIN "users" u ON u."id" = e."userId"
WHERE e."id" = $1 AND e."status" = 'building';

-- account-exports.markReady
UPDATE "account_exports" SET "status" = 'ready', "readyAt" = now(), "sizeBytes" = $2 WHERE "id" = $1 AND "status" = 'building' RETURNING "id";

-- account-exports.lockExpired
SELECT "id", "userId" FROM "account_exports" WHERE "status" = 'ready' AND "readyAt" < now() - make_interval(hours => $1)
ORDER BY "readyAt" LIMIT $2 FOR UPDATE SKIP LOCKED;

-- account-exports.markExpired
UPDATE "account_exports" SET "status" = 'expired' WHERE "id" = ANY($1);

-- account-exports.deleteAllOf
DELETE FROM "account_exports" WHERE "userId" = $1;

-- account-exports.profile
SELECT "id", "userNumber", "username", "email", "emailVerifiedAt", "displayName", "bio", "location", "website", "likesPublic", "role",
       "followersCount", "followingCount", "videosCount", "totalViews", "createdAt", "updatedAt"
FROM "users" WHERE "id" = $1;

-- account-exports.sessions
SELECT "userAgent", "network", "createdAt" AS "signedInAt", "lastActiveAt", "expire" AS "expiresAt"
FROM "sessions" WHERE ("sess" -> 'passport' ->> 'user') = $1 ORDER BY "createdAt";

-- account-exports.documentPage("videos.json", false)
SELECT x."id", x."title", x."caption", x."prompt", x."toolUsed" AS "tool", x."tags", x."aspectRatio", x."width", x."height",
x."durationSeconds", x."status", x."moderationState", x."likesCount", x."viewsCount", x."commentsCount", x."credentialsState",
x."createdAt", x."updatedAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "videos" x WHERE x."userId" = $1  ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("videos.json", true)
SELECT x."id", x."title", x."caption", x."prompt", x."toolUsed" AS "tool", x."tags", x."aspectRatio", x."width", x."height",
x."durationSeconds", x."status", x."moderationState", x."likesCount", x."viewsCount", x."commentsCount", x."credentialsState",
x."createdAt", x."updatedAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "videos" x WHERE x."userId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("comments.json", true)
SELECT x."id", x."videoId", cv."title" AS "videoTitle", x."text", x."likesCount", x."createdAt", x."updatedAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "comments" x LEFT JOIN "videos" cv ON cv."id" = x."videoId" WHERE x."userId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("likes.json", true)
SELECT x."videoId", lv."title" AS "videoTitle", x."createdAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "likes" x LEFT JOIN "videos" lv ON lv."id" = x."videoId" WHERE x."userId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("comment-likes.json", true)
SELECT x."commentId", lc."text" AS "commentText", x."createdAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "comment_likes" x LEFT JOIN "comments" lc ON lc."id" = x."commentId" WHERE x."userId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("following.json", true)
SELECT u."username", u."displayName", x."createdAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "follows" x JOIN "users" u ON u."id" = x."followingId" WHERE x."followerId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("followers.json", true)
SELECT u."username", u."displayName", x."createdAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "follows" x JOIN "users" u ON u."id" = x."followerId" WHERE x."followingId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("notifications.json", true)
SELECT x."type", a."username" AS "actorUsername", x."videoId", x."commentId", x."action", x."reason", x."isRead", x."createdAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "notifications" x LEFT JOIN "users" a ON a."id" = x."actorId" WHERE x."userId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("access-tokens.json", true)
SELECT x."name", x."scopes", x."createdAt", x."lastUsedAt", x."expiresAt", x."revokedAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "access_tokens" x WHERE x."userId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.documentPage("passkeys.json", true)
SELECT x."name", x."transports", x."createdAt", x."lastUsedAt", x."createdAt"::text AS "pageAt", x."id" AS "pageId" FROM "passkeys" x WHERE x."userId" = $1 AND (x."createdAt", x."id") > ($2::timestamptz, $3::uuid) ORDER BY x."createdAt", x."id" LIMIT 500;

-- account-exports.avatarUrl
SELECT "avatarUrl" FROM "users" WHERE "id" = $1;

-- account-exports.videoOriginals
SELECT v."id", v."originalUrl", up."contentType" FROM "videos" v
LEFT JOIN "uploads" up ON up."userId" = v."userId" AND v."originalUrl" = '/objects/' || up."objectKey"
WHERE v."userId" = $1 AND v."id" > $2 ORDER BY v."id" LIMIT 1000;
