-- passkeys.list
SELECT "id", "name", "createdAt", "lastUsedAt" FROM "passkeys" WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC;

-- passkeys.credentialsOf
SELECT "credentialId" AS "id", "transports" FROM "passkeys" WHERE "userId" = $1;

-- passkeys.count
SELECT count(*)::int AS "count" FROM "passkeys" WHERE "userId" = $1;

-- passkeys.insert
INSERT INTO "passkeys" ("userId", "credentialId", "publicKey", "counter", "transports", "name")
VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("credentialId") DO NOTHING RETURNING "id", "name", "createdAt", "lastUsedAt";

-- passkeys.rename
UPDATE "passkeys" SET "name" = $3 WHERE "id" = $1 AND "userId" = $2 RETURNING "id", "name", "createdAt", "lastUsedAt";

-- passkeys.lockSignInWays
SELECT "password" IS NOT NULL AS "hasPassword", (SELECT count(*)::int FROM "passkeys" WHERE "userId" = $1) AS "passkeys"
FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE;

-- passkeys.isMine
SELECT 1 FROM "passkeys" WHERE "id" = $1 AND "userId" = $2;

-- passkeys.delete
DELETE FROM "passkeys" WHERE "id" = $1;

-- passkeys.forSignIn
SELECT p."id", p."userId", p."credentialId", p."publicKey", p."counter"::float8 AS "counter", p."transports",
       json_build_object('id', u."id", 'email', u."email", 'role', u."role", 'bannedAt', u."bannedAt", 'deletionDueAt', u."deletionDueAt") AS "user"
FROM "passkeys" p JOIN "users" u ON u."id" = p."userId" WHERE p."credentialId" = $1;

-- passkeys.recordUse
UPDATE "passkeys" SET "counter" = $3, "lastUsedAt" = now() WHERE "id" = $1 AND "counter" = $2;
