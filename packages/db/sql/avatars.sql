-- avatars.lock
SELECT "avatarUrl" FROM "users" WHERE "id" = $1 FOR UPDATE;

-- avatars.set
UPDATE "users" SET "avatarUrl" = $2, "updatedAt" = now() WHERE "id" = $1;
