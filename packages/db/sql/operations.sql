-- operations.ping
SELECT 1 AS up;

-- operations.backlog
SELECT
(SELECT count(*)::int FROM "videos" WHERE "status" = 'processing') AS "processing",
(SELECT count(*)::int FROM "videos" v WHERE "posterVariants" IS NULL AND "status" = 'ready' AND "thumbnailUrl" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "media_backfill_attempts" a WHERE a."videoId" = v."id" AND a."output" = 'posterVariants' AND a."givenUpAt" IS NOT NULL)) AS "posters",
(SELECT count(*)::int FROM "videos" v WHERE "previewsMadeAt" IS NULL AND "status" = 'ready' AND NOT EXISTS (SELECT 1 FROM "media_backfill_attempts" a WHERE a."videoId" = v."id" AND a."output" = 'previews' AND a."givenUpAt" IS NOT NULL)) AS "previews",
(SELECT count(*)::int FROM "videos" v WHERE "copy720pMadeAt" IS NULL AND "status" = 'ready' AND NOT EXISTS (SELECT 1 FROM "media_backfill_attempts" a WHERE a."videoId" = v."id" AND a."output" = 'copy720p' AND a."givenUpAt" IS NOT NULL)) AS "copies";

-- operations.newestReady
SELECT "id", "title", "createdAt" FROM "videos" WHERE NOT "isHidden" AND "status" = 'ready' ORDER BY "createdAt" DESC LIMIT 1;
