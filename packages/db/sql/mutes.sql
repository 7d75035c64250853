-- mutes.mute
WITH target AS (SELECT "id" FROM "users" WHERE "id" = $2),
     added AS (INSERT INTO "user_mutes" ("muterId", "mutedId") SELECT $1, "id" FROM target ON CONFLICT DO NOTHING)
SELECT 1 FROM target;

-- mutes.unmute
WITH removed AS (DELETE FROM "user_mutes" WHERE "muterId" = $1 AND "mutedId" = $2)
SELECT 1 FROM "users" WHERE "id" = $2;

-- mutes.page()
SELECT u."id", u."username", u."displayName", u."avatarUrl", x."createdAt"::text AS "listedAt" FROM "user_mutes" x JOIN "users" u ON u."id" = x."mutedId"
WHERE x."muterId" = $1 AND (x."createdAt", x."mutedId") < ($3::timestamptz, $4::uuid)
ORDER BY x."createdAt" DESC, x."mutedId" DESC LIMIT $2;

-- mutes.mutedWords
SELECT "mutedWords" FROM "users" WHERE "id" = $1;

-- mutes.setMutedWords
UPDATE "users" SET "mutedWords" = $2::text[] WHERE "id" = $1 RETURNING "mutedWords";
