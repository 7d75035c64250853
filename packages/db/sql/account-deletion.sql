-- account-deletion.schedule
UPDATE "users" SET "deletionDueAt" = now() + make_interval(days => $2) WHERE "id" = $1 AND "deletionDueAt" IS NULL RETURNING "deletionDueAt";

-- account-deletion.cancel
UPDATE "users" SET "deletionDueAt" = NULL WHERE "id" = $1 AND "deletionDueAt" > now() RETURNING "id";

-- account-deletion.due
SELECT "id" FROM "users" WHERE "deletionDueAt" <= now() ORDER BY "deletionDueAt";

-- account-deletion.videos
SELECT "id", "originalUrl" FROM "videos" WHERE "userId" = $1 LIMIT $2;

-- account-deletion.deleteVideo
DELETE FROM "videos" WHERE "id" = $1;

-- account-deletion.deleteOwned({"table":"likes","owner":"userId","touched":"videoId"})
WITH gone AS (
  DELETE FROM "likes" WHERE ctid = ANY(ARRAY(SELECT ctid FROM "likes" WHERE "userId" = $1 LIMIT $2)) RETURNING "videoId" AS id
) SELECT id FROM gone;

-- account-deletion.deleteOwned({"table":"notifications","owner":"userId"})
WITH gone AS (
  DELETE FROM "notifications" WHERE ctid = ANY(ARRAY(SELECT ctid FROM "notifications" WHERE "userId" = $1 LIMIT $2)) RETURNING NULL AS id
) SELECT id FROM gone;

-- account-deletion.deleteAccount
DELETE FROM "users" WHERE "id" = $1 AND "deletionDueAt" <= now();
