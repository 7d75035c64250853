-- feed-scores.rank
WITH open_reports AS (
  SELECT "videoId", count(*) AS reports FROM "reports" WHERE "resolvedAt" IS NULL GROUP BY "videoId"
), known AS MATERIALIZED (
  -- Read once, before any write: joined by hash below, never rescanned while rows are added.
  SELECT "videoId", "score", "toolUsed" FROM "video_scores"
), ranked AS (
  SELECT v.id, v."userId", v."toolUsed", v."createdAt", k."videoId" IS NULL AS new, k."score" AS "storedScore", k."toolUsed" AS "storedTool",
    -- In double precision throughout: numeric power() (extract() answers numeric) costs seconds on 100,000 rows.
    (greatest(v."likesCount" * 3::float8 + v."commentsCount" * 4::float8
              + v."viewsCount" * 0.5::float8 - coalesce(r.reports, 0) * 10::float8, 0) + 1)
      / power(greatest(date_part('epoch', now() - v."createdAt"), 0) / 3600 + 2, 1.8::float8) AS score
  FROM "videos" v LEFT JOIN open_reports r ON r."videoId" = v.id LEFT JOIN known k ON k."videoId" = v.id
  WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))
), removed AS (
  DELETE FROM "video_scores" s WHERE s."videoId" IN (SELECT "videoId" FROM known EXCEPT SELECT id FROM ranked) RETURNING 1
), updated AS (
  UPDATE "video_scores" s SET "score" = c.score, "toolUsed" = c."toolUsed", "rankedAt" = now()
  FROM (
    SELECT * FROM ranked
    WHERE NOT new AND (abs("storedScore" - score) > 0.001 * abs("storedScore") OR "storedTool" IS DISTINCT FROM "toolUsed")
  ) c
  WHERE s."videoId" = c.id
  RETURNING 1
), inserted AS (
  -- A run alongside (the minutely one and one after a like) may have added the same video.
  INSERT INTO "video_scores" ("videoId", "userId", "toolUsed", "videoCreatedAt", "score", "rankedAt")
  SELECT id, "userId", "toolUsed", "createdAt", score, now() FROM ranked WHERE new
  ON CONFLICT ("videoId") DO NOTHING
  RETURNING 1
)
SELECT ((SELECT count(*) FROM updated) + (SELECT count(*) FROM inserted))::int AS written, (SELECT count(*) FROM removed)::int AS removed;

-- feed-scores.tryLock
SELECT pg_try_advisory_xact_lock(hashtext('feed.rank')) AS locked;

-- feed-scores.waitLock
SELECT pg_advisory_xact_lock(hashtext('feed.rank'));

-- feed-scores.statementTimeout(55000)
SET LOCAL statement_timeout = 55000;
