-- feed.popular({"limit":"$1"})
SELECT s."videoId" AS id, s."userId" AS "creatorId", s."toolUsed", s.score
FROM video_scores s
WHERE true

ORDER BY s.score DESC, s."videoId" DESC LIMIT $1;

-- feed.popular({"viewer":"$1","tool":"$2","limit":"$3","verifiedOnly":true})
SELECT s."videoId" AS id, s."userId" AS "creatorId", s."toolUsed", s.score
 FROM video_scores s
 WHERE true AND s."toolUsed" = $2::text AND EXISTS (SELECT 1 FROM videos v WHERE v.id = s."videoId"  AND v."credentialsState" = 'valid')
   AND s."userId" <> $1::uuid AND NOT EXISTS (SELECT 1 FROM feed_not_interested n WHERE n."userId" = $1::uuid AND n."videoId" = s."videoId") AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
 UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = s."userId")
AND (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) = '{}'::jsonb OR NOT coalesce((SELECT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| tv.terms) FROM videos tv WHERE tv.id = s."videoId"), false))
 ORDER BY s.score DESC, s."videoId" DESC LIMIT $3;

-- feed.followed({"viewer":"$1","limit":"$2"})
SELECT s."videoId" AS id, s."userId" AS "creatorId", s."toolUsed", s.score
 FROM video_scores s
 WHERE s."userId" IN (SELECT f."followingId" FROM follows f WHERE f."followerId" = $1::uuid)
     AND NOT EXISTS (SELECT 1 FROM feed_not_interested n WHERE n."userId" = $1::uuid AND n."videoId" = s."videoId")
   AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
 UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = s."userId")
AND (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) = '{}'::jsonb OR NOT coalesce((SELECT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| tv.terms) FROM videos tv WHERE tv.id = s."videoId"), false))
 ORDER BY s.score DESC, s."videoId" DESC LIMIT $2;

-- feed.followed({"viewer":"$1","tool":"$2","limit":"$3","verifiedOnly":true})
SELECT s."videoId" AS id, s."userId" AS "creatorId", s."toolUsed", s.score
 FROM video_scores s
 WHERE s."userId" IN (SELECT f."followingId" FROM follows f WHERE f."followerId" = $1::uuid)
   AND s."toolUsed" = $2::text AND EXISTS (SELECT 1 FROM videos v WHERE v.id = s."videoId"  AND v."credentialsState" = 'valid') AND NOT EXISTS (SELECT 1 FROM feed_not_interested n WHERE n."userId" = $1::uuid AND n."videoId" = s."videoId")
   AND s."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
 UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = s."userId")
AND (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) = '{}'::jsonb OR NOT coalesce((SELECT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| tv.terms) FROM videos tv WHERE tv.id = s."videoId"), false))
 ORDER BY s.score DESC, s."videoId" DESC LIMIT $3;

-- feed.exploration({"limit":"$1"})
SELECT v.id, v."userId" AS "creatorId", v."toolUsed", 0 AS score
FROM videos v
WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."createdAt" > now() - interval '24 hours' AND v."viewsCount" < 20


ORDER BY v."createdAt" DESC, v.id DESC LIMIT $1;

-- feed.exploration({"viewer":"$1","tool":"$2","limit":"$3","verifiedOnly":true})
SELECT v.id, v."userId" AS "creatorId", v."toolUsed", 0 AS score
 FROM videos v
 WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."createdAt" > now() - interval '24 hours' AND v."viewsCount" < 20
   AND v."toolUsed" = $2::text AND v."credentialsState" = 'valid'
   AND v."userId" <> $1::uuid AND NOT EXISTS (SELECT 1 FROM feed_not_interested n WHERE n."userId" = $1::uuid AND n."videoId" = v.id) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
 UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId")
AND (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) = '{}'::jsonb OR NOT coalesce((SELECT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| tv.terms) FROM videos tv WHERE tv.id = v.id), false))
 ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3;

-- feed.signals
SELECT
(SELECT coalesce(array_agg(f."followingId"), '{}') FROM follows f WHERE f."followerId" = $1) AS followed,
(SELECT coalesce(array_agg(DISTINCT t."toolUsed"), '{}') FROM (
  SELECT v."toolUsed" FROM videos v WHERE v."userId" = $1
  UNION ALL
  SELECT v."toolUsed" FROM (SELECT l."videoId" FROM likes l WHERE l."userId" = $1 ORDER BY l."createdAt" DESC LIMIT 100) l JOIN videos v ON v.id = l."videoId"
) t) AS tools,
(SELECT coalesce(json_object_agg(c."creatorId", c.n), '{}') FROM (
  SELECT "creatorId", count(*)::int AS n FROM feed_not_interested WHERE "userId" = $1 GROUP BY "creatorId") c) AS "notInterestedCreators",
(SELECT coalesce(json_object_agg(c."toolUsed", c.n), '{}') FROM (
  SELECT "toolUsed", count(*)::int AS n FROM feed_not_interested WHERE "userId" = $1 GROUP BY "toolUsed") c) AS "notInterestedTools";

-- feed.rows
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
FROM videos v JOIN users u ON u.id = v."userId"
WHERE v.id = ANY($2::uuid[]) AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND NOT EXISTS (SELECT 1 FROM feed_not_interested n WHERE n."userId" = $1::uuid AND n."videoId" = v.id) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms);

-- feed.following({})
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
FROM videos v JOIN users u ON u.id = v."userId"
WHERE v."userId" IN (SELECT f."followingId" FROM follows f WHERE f."followerId" = $1::uuid)
  AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms)   AND (v."createdAt", v.id) < ($3::timestamptz, $4::uuid)
ORDER BY v."createdAt" DESC, v.id DESC LIMIT $2;

-- feed.following({"toolParam":"$2","verifiedOnly":true})
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
FROM videos v JOIN users u ON u.id = v."userId"
WHERE v."userId" IN (SELECT f."followingId" FROM follows f WHERE f."followerId" = $1::uuid)
  AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms) AND v."toolUsed" = $2::text AND v."credentialsState" = 'valid' AND (v."createdAt", v.id) < ($4::timestamptz, $5::uuid)
ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3;

-- feed.markNotInterested
INSERT INTO feed_not_interested ("userId", "videoId", "creatorId", "toolUsed")
SELECT $1, v.id, v."userId", v."toolUsed" FROM videos v WHERE v.id = $2 AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL))
ON CONFLICT ("userId", "videoId") DO NOTHING
RETURNING 1;

-- feed.notInterestedExists
SELECT 1 FROM feed_not_interested WHERE "userId" = $1 AND "videoId" = $2;

-- feed.resetNotInterested
DELETE FROM feed_not_interested WHERE "userId" = $1;

-- feed.notInterestedCount
SELECT count(*)::int AS "notInterestedCount" FROM feed_not_interested WHERE "userId" = $1;
