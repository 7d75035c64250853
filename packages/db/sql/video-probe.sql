-- video-probe.load
SELECT "id", "originalUrl", "aspectRatio", "status" FROM "videos" WHERE "id" = $1;

-- video-probe.markReady
UPDATE "videos" SET "width" = $2, "height" = $3, "durationSeconds" = $4, "videoCodec" = $5, "audioCodec" = $6,
  "aspectRatio" = $7, "thumbnailUrl" = $8, "videoUrl" = $9,
  "credentialsState" = $10, "credentials" = $11, "credentialsManifest" = $12, "status" = 'ready', "failureReason" = NULL, "updatedAt" = now()
WHERE "id" = $1 AND "status" = 'processing' RETURNING "userId";

-- video-probe.markFailed
UPDATE "videos" SET "status" = 'failed', "isHidden" = true, "failureReason" = $2, "updatedAt" = now() WHERE "id" = $1 AND "status" = 'processing'
RETURNING "userId";

-- video-probe.staleProcessing
SELECT "id" FROM "videos" WHERE "status" = 'processing' AND "createdAt" < now() - make_interval(secs => $1) ORDER BY "createdAt" LIMIT $2;

-- video-probe.storedFile
SELECT "videoUrl", "userId" FROM "videos" WHERE "id" = $1;
