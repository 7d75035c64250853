-- uploads.issue
INSERT INTO "uploads" ("id", "userId", "objectKey", "expiresAt", "contentType", "size")
SELECT id, $1, 'uploads/' || id, now() + make_interval(secs => $2), $3, $4 FROM (SELECT gen_random_uuid() AS id) AS fresh
RETURNING "objectKey", "expiresAt";

-- uploads.setPendingSize
UPDATE "uploads" SET "size" = $2 WHERE "id" = $1 AND "completedAt" IS NULL;

-- uploads.markReceived
UPDATE "uploads" SET "completedAt" = now(), "size" = $2, "contentType" = $3 WHERE "id" = $1 AND "completedAt" IS NULL;

-- uploads.declaredContentType
SELECT "contentType" FROM "uploads" WHERE "objectKey" = $1;

-- uploads.claim
UPDATE "uploads" SET "claimedAt" = now(), "claimedFor" = $2, "completedAt" = coalesce("completedAt", now()),
"size" = $3, "contentType" = $4 WHERE "id" = $1;

-- uploads.releaseClaim
UPDATE "uploads" SET "claimedAt" = NULL, "claimedFor" = NULL WHERE "id" = $1;

-- uploads.lockToClaim
SELECT "id", "claimedAt", "contentType", "size", "createdAt" < now() - make_interval(hours => $3) AS "stale"
FROM "uploads" WHERE "objectKey" = $1 AND "userId" = $2 FOR UPDATE;

-- uploads.lockQuota
SELECT pg_advisory_xact_lock(hashtext('upload-quota:' || $1));

-- uploads.now
SELECT now() AS now;

-- uploads.quotaUsage
SELECT "createdAt",
       CASE WHEN "size" IS NOT NULL AND ("completedAt" IS NOT NULL OR "expiresAt" > now()) THEN "size" ELSE 0 END AS "bytes"
FROM "uploads" WHERE "userId" = $1 AND "createdAt" > now() - interval '1 day' AND "id" IS DISTINCT FROM $2::uuid;

-- uploads.audience
SELECT up."userId" AS "uploaderId", up."claimedFor", v.id AS "videoId", v."userId", v."isHidden", v.status, EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "ownerBanned"
FROM uploads up LEFT JOIN videos v ON v."originalUrl" = $2
WHERE up."objectKey" = $1 LIMIT 1;

-- uploads.lockUnclaimed
SELECT "id", "objectKey" FROM "uploads"
WHERE ("claimedAt" IS NULL OR "claimedFor" = 'avatar') AND "createdAt" < now() - make_interval(hours => $1)
ORDER BY "createdAt" LIMIT $2 FOR UPDATE SKIP LOCKED;

-- uploads.lockOfUser
SELECT "id", "objectKey" FROM "uploads" WHERE "userId" = $1 LIMIT $2 FOR UPDATE;

-- uploads.delete
DELETE FROM "uploads" WHERE "id" = ANY($1);
