-- moderation.lockVideo
SELECT v."userId", u."role" AS "ownerRole", v."title", v."status", v."isHidden", v."moderationState"
FROM "videos" v JOIN "users" u ON u."id" = v."userId" WHERE v."id" = $1 FOR NO KEY UPDATE OF v;

-- moderation.restoreVideo
UPDATE "videos" SET "isHidden" = false, "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now(), "updatedAt" = now() WHERE "id" = $1;

-- moderation.removeVideo
UPDATE "videos" SET "isHidden" = true, "moderationState" = 'removed', "moderationReason" = $2, "moderatedAt" = now(), "updatedAt" = now() WHERE "id" = $1;

-- moderation.lockComment
SELECT c."userId" AS "authorId", u.role AS "authorRole", c."videoId", left(c.text, 100) AS label, c."moderationState"
FROM "comments" c JOIN "users" u ON u.id = c."userId" WHERE c.id = $1 FOR NO KEY UPDATE OF c;

-- moderation.removeComment
UPDATE "comments" SET "moderationState" = 'removed', "moderationReason" = $2, "moderatedAt" = now() WHERE "id" = $1;

-- moderation.restoreComment
UPDATE "comments" SET "moderationState" = 'none', "moderationReason" = NULL, "moderatedAt" = now() WHERE "id" = $1;

-- moderation.lockAccount
SELECT "id", "role", "bannedAt", "username", "displayName", "emailVerifiedAt" FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE;

-- moderation.lockAccountByEmail
SELECT "id", "role", "bannedAt", "username", "displayName", "emailVerifiedAt" FROM "users" WHERE "email" = $1 FOR NO KEY UPDATE;

-- moderation.ban
UPDATE "users" SET "bannedAt" = now(), "banReason" = $2 WHERE "id" = $1;

-- moderation.unban
UPDATE "users" SET "bannedAt" = NULL, "banReason" = NULL WHERE "id" = $1;

-- moderation.setRole
UPDATE "users" SET "role" = $2 WHERE "id" = $1;
