-- accounts.register
INSERT INTO "users" ("email", "password", "userNumber", "displayName")
SELECT $1, $2, number, 'Creator ' || number FROM (SELECT nextval(pg_get_serial_sequence('"users"', 'userNumber')) AS number) AS next
ON CONFLICT ("email") DO NOTHING RETURNING *;

-- accounts.credentialsByEmail
SELECT "id", "email", "password", "role", "bannedAt", "deletionDueAt" FROM "users" WHERE "email" = $1;

-- accounts.byEmail
SELECT "id", "email" FROM "users" WHERE "email" = $1;

-- accounts.password
SELECT "password" FROM "users" WHERE "id" = $1;

-- accounts.emailAndPassword
SELECT "email", "password" FROM "users" WHERE "id" = $1;

-- accounts.verification
SELECT "id", "email", "emailVerifiedAt" IS NOT NULL AS "verified" FROM "users" WHERE "id" = $1;

-- accounts.role
SELECT u."role" FROM "users" u WHERE u."id" = $1 AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL);

-- accounts.setPassword
UPDATE "users" SET "password" = $2, "updatedAt" = now() WHERE "id" = $1;

-- accounts.resetPassword
WITH changed AS (UPDATE "users" SET "password" = $2, "updatedAt" = now() WHERE "id" = $1 AND "bannedAt" IS NULL RETURNING "id") SELECT * FROM changed;

-- accounts.changeEmail
UPDATE "users" SET "email" = $2, "emailVerifiedAt" = now(), "updatedAt" = now() WHERE "id" = $1;

-- accounts.verifyEmail
WITH verified AS (
  UPDATE "users" SET "emailVerifiedAt" = now(), "updatedAt" = now() WHERE "id" = $1 AND "email" = $2 AND "emailVerifiedAt" IS NULL RETURNING "id", "email"
) SELECT "id" AS "userId", "email" FROM verified;

-- accounts.lock
SELECT 1 FROM "users" WHERE "id" = $1 FOR NO KEY UPDATE;
