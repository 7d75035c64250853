-- report-queues.videoQueue()
WITH candidates AS (
  SELECT r."videoId" AS id, r."createdAt" AS since
  FROM reports r JOIN videos rv ON rv.id = r."videoId"
  WHERE r."resolvedAt" IS NULL AND r."userId" <> rv."userId"
  UNION ALL
  SELECT id, "moderatedAt" FROM videos WHERE "moderationState" = 'pending_review'
), queued AS (
  SELECT id, min(since) AS since FROM candidates GROUP BY id
)
SELECT v.id, v.title, v.caption, v."toolUsed", v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool", v."thumbnailUrl", v."videoUrl", v."originalUrl", v."aspectRatio", v.width, v.height,
v."durationSeconds", v.status, v."failureReason", v."isHidden", ((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS "isPublic", v."moderationState", v."moderationReason",
v."moderatedAt", v."createdAt", u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName",
u."avatarUrl" AS "creatorAvatarUrl", u.role AS "creatorRole", u."bannedAt" IS NOT NULL AS "creatorBanned", q.since AS "queuedAt", to_char(q.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
FROM queued q JOIN videos v ON v.id = q.id JOIN users u ON u.id = v."userId"
WHERE (u."id" <> $1 AND ($2 = 'admin' OR u."role" = 'user'))
  AND NOT EXISTS (SELECT 1 FROM reports mine WHERE mine."videoId" = v.id AND mine."userId" = $1 AND mine."resolvedAt" IS NULL)
  AND (q.since, q.id) > ($4::timestamptz, $5::uuid)
ORDER BY q.since, q.id LIMIT $3;

-- report-queues.commentQueue()
WITH candidates AS (
  SELECT r."commentId" AS id, r."createdAt" AS since FROM comment_reports r JOIN comments rc ON rc.id = r."commentId"
  WHERE r."resolvedAt" IS NULL AND r."userId" <> rc."userId"
  UNION ALL
  SELECT id, "moderatedAt" FROM comments WHERE "moderationState" = 'pending_review'
), queued AS (
  SELECT id, min(since) AS since FROM candidates GROUP BY id
)
SELECT c.id, c.text, c."videoId", v.title AS "videoTitle", c."moderationState", c."moderationReason", c."createdAt",
u.id AS "authorId", u.username AS "authorUsername", u."displayName" AS "authorDisplayName", u."avatarUrl" AS "authorAvatarUrl",
u.role AS "authorRole", EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = u.id AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "authorBanned", q.since AS "queuedAt", to_char(q.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
FROM queued q JOIN comments c ON c.id = q.id JOIN users u ON u.id = c."userId" JOIN videos v ON v.id = c."videoId"
WHERE (u."id" <> $1 AND ($2 = 'admin' OR u."role" = 'user'))
  AND NOT EXISTS (SELECT 1 FROM comment_reports mine WHERE mine."commentId" = c.id AND mine."userId" = $1 AND mine."resolvedAt" IS NULL)
  AND (q.since, q.id) > ($4::timestamptz, $5::uuid)
ORDER BY q.since, q.id LIMIT $3;

-- report-queues.userQueue()
WITH queued AS (
  SELECT r."targetId" AS id, min(r."createdAt") AS since FROM user_reports r WHERE r."resolvedAt" IS NULL GROUP BY r."targetId"
)
SELECT u.id, u."userNumber", u.email, u.username, u."displayName", u."avatarUrl", u.role, u."createdAt", u."bannedAt", u."banReason", u."deletionDueAt",
(SELECT count(*) FROM videos uv WHERE uv."userId" = u.id)::int AS "videosCount", q.since AS "queuedAt", to_char(q.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
FROM queued q JOIN users u ON u.id = q.id
WHERE NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL) AND (u."id" <> $1 AND ($2 = 'admin' OR u."role" = 'user'))
  AND NOT EXISTS (SELECT 1 FROM user_reports mine WHERE mine."targetId" = u.id AND mine."userId" = $1 AND mine."resolvedAt" IS NULL)
  AND (q.since, q.id) > ($4::timestamptz, $5::uuid)
ORDER BY q.since, q.id LIMIT $3;

-- report-queues.openReports("video")
SELECT * FROM (
   SELECT r.id, r."videoId" AS "targetId", r.reason, r."otherText", r."createdAt", (r."resolvedAt" IS NULL AND r."userId" <> v."userId" AND reporter."emailVerifiedAt" IS NOT NULL
AND reporter."createdAt" <= now() - make_interval(hours => 24) AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = r."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS counts,
          reporter.id AS "reporterId", reporter.username AS "reporterUsername", reporter."displayName" AS "reporterDisplayName",
          reporter."createdAt" AS "reporterCreatedAt", floor(extract(epoch FROM now() - reporter."createdAt") / 3600)::int AS "reporterAgeHours",
          EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = reporter.id AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "reporterBanned",
          row_number() OVER (PARTITION BY r."videoId" ORDER BY r."createdAt", r.id) AS n
   FROM reports r JOIN videos v ON v.id = r."videoId" JOIN users reporter ON reporter.id = r."userId"
   WHERE r."videoId" = ANY($1) AND r."resolvedAt" IS NULL
 ) listed WHERE n <= $2 ORDER BY "createdAt", id;

-- report-queues.openReports("comment")
SELECT * FROM (
   SELECT r.id, r."commentId" AS "targetId", r.reason, r."otherText", r."createdAt", (r."resolvedAt" IS NULL AND r."userId" <> t."userId" AND reporter."emailVerifiedAt" IS NOT NULL
AND reporter."createdAt" <= now() - make_interval(hours => 24) AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = r."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS counts,
          reporter.id AS "reporterId", reporter.username AS "reporterUsername", reporter."displayName" AS "reporterDisplayName",
          reporter."createdAt" AS "reporterCreatedAt", floor(extract(epoch FROM now() - reporter."createdAt") / 3600)::int AS "reporterAgeHours",
          EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = reporter.id AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "reporterBanned",
          row_number() OVER (PARTITION BY r."commentId" ORDER BY r."createdAt", r.id) AS n
   FROM comment_reports r JOIN comments t ON t.id = r."commentId" JOIN users reporter ON reporter.id = r."userId"
   WHERE r."commentId" = ANY($1) AND r."resolvedAt" IS NULL
 ) listed WHERE n <= $2 ORDER BY "createdAt", id;

-- report-queues.openReports("user")
SELECT * FROM (
   SELECT r.id, r."targetId" AS "targetId", r.reason, r."otherText", r."createdAt", (r."resolvedAt" IS NULL AND r."userId" <> r."targetId" AND reporter."emailVerifiedAt" IS NOT NULL
AND reporter."createdAt" <= now() - make_interval(hours => 24) AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = r."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))) AS counts,
          reporter.id AS "reporterId", reporter.username AS "reporterUsername", reporter."displayName" AS "reporterDisplayName",
          reporter."createdAt" AS "reporterCreatedAt", floor(extract(epoch FROM now() - reporter."createdAt") / 3600)::int AS "reporterAgeHours",
          EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = reporter.id AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "reporterBanned",
          row_number() OVER (PARTITION BY r."targetId" ORDER BY r."createdAt", r.id) AS n
   FROM user_reports r  JOIN users reporter ON reporter.id = r."userId"
   WHERE r."targetId" = ANY($1) AND r."resolvedAt" IS NULL
 ) listed WHERE n <= $2 ORDER BY "createdAt", id;

-- report-queues.tallies("video")
SELECT r."videoId" AS "targetId", r.reason, count(*)::int AS count, count(*) FILTER (WHERE (r."resolvedAt" IS NULL AND r."userId" <> v."userId" AND reporter."emailVerifiedAt" IS NOT NULL
AND reporter."createdAt" <= now() - make_interval(hours => 24) AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = r."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))))::int AS counted
 FROM reports r JOIN videos v ON v.id = r."videoId" JOIN users reporter ON reporter.id = r."userId"
 WHERE r."videoId" = ANY($1) AND r."resolvedAt" IS NULL
 GROUP BY r."videoId", r.reason
 ORDER BY count DESC, r.reason;

-- report-queues.tallies("comment")
SELECT r."commentId" AS "targetId", r.reason, count(*)::int AS count, count(*) FILTER (WHERE (r."resolvedAt" IS NULL AND r."userId" <> t."userId" AND reporter."emailVerifiedAt" IS NOT NULL
AND reporter."createdAt" <= now() - make_interval(hours => 24) AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = r."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))))::int AS counted
 FROM comment_reports r JOIN comments t ON t.id = r."commentId" JOIN users reporter ON reporter.id = r."userId"
 WHERE r."commentId" = ANY($1) AND r."resolvedAt" IS NULL
 GROUP BY r."commentId", r.reason
 ORDER BY count DESC, r.reason;

-- report-queues.tallies("user")
SELECT r."targetId" AS "targetId", r.reason, count(*)::int AS count, count(*) FILTER (WHERE (r."resolvedAt" IS NULL AND r."userId" <> r."targetId" AND reporter."emailVerifiedAt" IS NOT NULL
AND reporter."createdAt" <= now() - make_interval(hours => 24) AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = r."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))))::int AS counted
 FROM user_reports r  JOIN users reporter ON reporter.id = r."userId"
 WHERE r."targetId" = ANY($1) AND r."resolvedAt" IS NULL
 GROUP BY r."targetId", r.reason
 ORDER BY count DESC, r.reason;

-- report-queues.openReportBy("video")
SELECT 1 FROM "reports" WHERE "videoId" = $1 AND "userId" = $2 AND "resolvedAt" IS NULL;

-- report-queues.openReportBy("comment")
SELECT 1 FROM "comment_reports" WHERE "commentId" = $1 AND "userId" = $2 AND "resolvedAt" IS NULL;

-- report-queues.openReportBy("user")
SELECT 1 FROM "user_reports" WHERE "targetId" = $1 AND "userId" = $2 AND "resolvedAt" IS NULL;

-- report-queues.resolve("video")
UPDATE "reports" SET "resolvedAt" = now(), "resolution" = $2, "resolvedBy" = $3 WHERE "videoId" = $1 AND "resolvedAt" IS NULL RETURNING "id";

-- report-queues.resolve("comment")
UPDATE "comment_reports" SET "resolvedAt" = now(), "resolution" = $2, "resolvedBy" = $3 WHERE "commentId" = $1 AND "resolvedAt" IS NULL RETURNING "id";

-- report-queues.resolve("user")
UPDATE "user_reports" SET "resolvedAt" = now(), "resolution" = $2, "resolvedBy" = $3 WHERE "targetId" = $1 AND "resolvedAt" IS NULL RETURNING "id";
