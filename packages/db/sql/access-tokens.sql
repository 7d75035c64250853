-- access-tokens.authenticate
WITH found AS (
  SELECT t."id", t."userId", t."scopes", t."lastUsedAt" FROM "access_tokens" t JOIN "users" u ON u."id" = t."userId"
  WHERE t."tokenHash" = $1 AND t."revokedAt" IS NULL AND (t."expiresAt" IS NULL OR t."expiresAt" > now()) AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL)
), touched AS (
  UPDATE "access_tokens" SET "lastUsedAt" = now()
  WHERE "id" IN (SELECT "id" FROM found WHERE "lastUsedAt" IS NULL OR "lastUsedAt" < now() - interval '1 minute')
)
SELECT "id", "userId", "scopes" FROM found;

-- access-tokens.countLive
SELECT count(*)::int AS "count" FROM "access_tokens" WHERE "userId" = $1 AND "revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now());

-- access-tokens.insert
INSERT INTO "access_tokens" ("userId", "name", "scopes", "tokenHash", "expiresAt")
VALUES ($1, $2, $3, $4, CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(days => $5::int) END)
RETURNING "id", "name", "scopes", "createdAt", "lastUsedAt", "expiresAt";

-- access-tokens.list
SELECT "id", "name", "scopes", "createdAt", "lastUsedAt", "expiresAt" FROM "access_tokens" WHERE "userId" = $1 AND "revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now()) ORDER BY "createdAt" DESC, "id" DESC;

-- access-tokens.revoke
UPDATE "access_tokens" SET "revokedAt" = now() WHERE "id" = $1 AND "userId" = $2 AND "revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now());

-- access-tokens.revokeAllOf
UPDATE "access_tokens" SET "revokedAt" = now() WHERE "userId" = $1 AND "revokedAt" IS NULL;

-- access-tokens.deleteEnded
DELETE FROM "access_tokens" WHERE "id" IN (
SELECT "id" FROM "access_tokens"
WHERE "revokedAt" < now() - make_interval(days => $1) OR "expiresAt" < now() - make_interval(days => $1)
LIMIT $2);
