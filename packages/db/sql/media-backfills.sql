-- media-backfills.owed("copy720p")
SELECT "id", "videoUrl", "width", "height" FROM "videos" v WHERE "copy720pMadeAt" IS NULL AND "status" = 'ready' AND NOT EXISTS (
SELECT 1 FROM "media_backfill_attempts" a
WHERE a."videoId" = v."id" AND a."output" = $2 AND (a."givenUpAt" IS NOT NULL OR a."nextAttemptAt" > now())) ORDER BY v."createdAt" DESC LIMIT $1;

-- media-backfills.owed("previews")
SELECT "id", "videoUrl", "durationSeconds" FROM "videos" v WHERE "previewsMadeAt" IS NULL AND "status" = 'ready' AND NOT EXISTS (
SELECT 1 FROM "media_backfill_attempts" a
WHERE a."videoId" = v."id" AND a."output" = $2 AND (a."givenUpAt" IS NOT NULL OR a."nextAttemptAt" > now())) ORDER BY v."createdAt" DESC LIMIT $1;

-- media-backfills.owed("posterVariants")
SELECT "id" FROM "videos" v WHERE "posterVariants" IS NULL AND "status" = 'ready' AND "thumbnailUrl" IS NOT NULL AND NOT EXISTS (
SELECT 1 FROM "media_backfill_attempts" a
WHERE a."videoId" = v."id" AND a."output" = $2 AND (a."givenUpAt" IS NOT NULL OR a."nextAttemptAt" > now())) ORDER BY v."createdAt" DESC LIMIT $1;

-- media-backfills.owed("hls")
SELECT "id", "videoUrl" FROM "videos" v WHERE "hlsPackagedAt" IS NULL AND "status" = 'ready' AND NOT EXISTS (
SELECT 1 FROM "media_backfill_attempts" a
WHERE a."videoId" = v."id" AND a."output" = $2 AND (a."givenUpAt" IS NOT NULL OR a."nextAttemptAt" > now())) ORDER BY v."createdAt" DESC LIMIT $1;

-- media-backfills.owedOne("copy720p")
SELECT "id", "videoUrl", "width", "height" FROM "videos" v WHERE v."id" = $1 AND "copy720pMadeAt" IS NULL AND "status" = 'ready' AND NOT EXISTS (
SELECT 1 FROM "media_backfill_attempts" a WHERE a."videoId" = v."id" AND a."output" = $2 AND a."givenUpAt" IS NOT NULL);

-- media-backfills.owedOne("previews")
SELECT "id", "videoUrl", "durationSeconds" FROM "videos" v WHERE v."id" = $1 AND "previewsMadeAt" IS NULL AND "status" = 'ready' AND NOT EXISTS (
SELECT 1 FROM "media_backfill_attempts" a WHERE a."videoId" = v."id" AND a."output" = $2 AND a."givenUpAt" IS NOT NULL);

-- media-backfills.owedOne("posterVariants")
SELECT "id" FROM "videos" v WHERE v."id" = $1 AND "posterVariants" IS NULL AND "status" = 'ready' AND "thumbnailUrl" IS NOT NULL AND NOT EXISTS (
SELECT 1 FROM "media_backfill_attempts" a WHERE a."videoId" = v."id" AND a."output" = $2 AND a."givenUpAt" IS NOT NULL);

-- media-backfills.recordCopy720p
UPDATE "videos" SET "video720pUrl" = $2, "copy720pMadeAt" = now() WHERE "id" = $1 AND "copy720pMadeAt" IS NULL;

-- media-backfills.recordHls
UPDATE "videos" SET "hlsUrl" = $2, "hlsPackagedAt" = now() WHERE "id" = $1 AND "hlsPackagedAt" IS NULL;

-- media-backfills.recordPreviews
UPDATE "videos" SET "previewUrl" = $2, "placeholder" = $3, "previewsMadeAt" = now() WHERE "id" = $1 AND "previewsMadeAt" IS NULL;

-- media-backfills.recordPosterVariants
UPDATE "videos" SET "posterVariants" = $2 WHERE "id" = $1 AND "posterVariants" IS NULL;

-- media-backfills.recordFailedAttempt
INSERT INTO "media_backfill_attempts" AS m ("videoId", "output", "attempts", "lastError", "lastAttemptAt", "nextAttemptAt", "givenUpAt")
SELECT "id", $2, 1, $3, now(), now() + $4::float8 * interval '1 millisecond', CASE WHEN $5::int <= 1 THEN now() END FROM "videos" WHERE "id" = $1
ON CONFLICT ("videoId", "output") DO UPDATE SET
  "attempts" = m."attempts" + 1,
  "lastError" = EXCLUDED."lastError",
  "lastAttemptAt" = now(),
  "nextAttemptAt" = now() + $4::float8 * power(2, m."attempts") * interval '1 millisecond',
  "givenUpAt" = CASE WHEN m."attempts" + 1 >= $5::int THEN now() END;

-- media-backfills.clearAttempts
DELETE FROM "media_backfill_attempts" WHERE "videoId" = $1 AND "output" = $2;

-- media-backfills.videoExists
SELECT 1 FROM "videos" WHERE "id" = $1;

-- media-backfills.unsizedAvatars
SELECT "id", "avatarUrl" FROM "users" WHERE "avatarUrl" NOT LIKE '%/avatar.jpg' AND "avatarUrl" LIKE '/objects/avatars/%' ORDER BY "id" LIMIT $1;

-- media-backfills.clearAvatar
UPDATE "users" SET "avatarUrl" = NULL WHERE "id" = $1 AND "avatarUrl" = $2;

-- media-backfills.moveAvatar
UPDATE "users" SET "avatarUrl" = $3 WHERE "id" = $1 AND "avatarUrl" = $2;
