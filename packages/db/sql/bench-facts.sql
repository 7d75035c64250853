-- bench-facts.topLiker
SELECT u.id, u.email FROM users u JOIN (SELECT "userId", count(*) AS n FROM likes GROUP BY 1 ORDER BY 2 DESC LIMIT 1) l ON l."userId" = u.id;

-- bench-facts.topCreator
SELECT id, email FROM users ORDER BY "videosCount" DESC, "userNumber" LIMIT 1;

-- bench-facts.mostNotified
SELECT u.id, u.email FROM users u
JOIN (SELECT "userId", count(*) AS n FROM notifications WHERE NOT "isRead" GROUP BY 1 ORDER BY 2 DESC LIMIT 1) n ON n."userId" = u.id;

-- bench-facts.mostCommentedVideos
SELECT v.id FROM videos v WHERE NOT v."isHidden" AND v.status = 'ready' ORDER BY v."commentsCount" DESC LIMIT 200;

-- bench-facts.sampledVideos
SELECT v.id FROM videos v TABLESAMPLE SYSTEM (5) WHERE NOT v."isHidden" AND v.status = 'ready' LIMIT 2000;

-- bench-facts.creators
SELECT id FROM users WHERE username IS NOT NULL ORDER BY "userNumber" LIMIT 5000;

-- bench-facts.feedKeysetAt
SELECT to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "key", v.id
FROM videos v WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) ORDER BY v."createdAt" DESC, v.id DESC OFFSET $1 LIMIT 1;

-- bench-facts.idsByEmail
SELECT email, id FROM users WHERE email = ANY($1);

-- bench-facts.idsByUsername
SELECT username, id FROM users WHERE username = ANY($1);

-- bench-facts.videoIdsByTitle
SELECT title, id FROM videos WHERE title = ANY($1);

-- bench-facts.usernameOf
SELECT username FROM users WHERE id = $1;

-- bench-facts.usersById
SELECT id, email FROM users WHERE id = ANY($1::uuid[]) ORDER BY "userNumber";

-- bench-facts.otherCreators
SELECT id FROM users WHERE id <> ALL($1::uuid[]) AND username IS NOT NULL AND "bannedAt" IS NULL ORDER BY md5(id::text) LIMIT $2;

-- bench-facts.commonTerms
SELECT term FROM (SELECT unnest(terms) AS term FROM videos TABLESAMPLE SYSTEM (10)) t WHERE term ~ '^[a-z]{4,}$'
GROUP BY term ORDER BY count(*) DESC OFFSET 200 LIMIT $1;

-- bench-facts.settledVideos
SELECT status, "failureReason" FROM videos WHERE id = ANY($1) AND status <> 'processing';

-- bench-facts.followedUpCount
SELECT count(*)::int AS n FROM videos WHERE id = ANY($1) AND "posterVariants" IS NOT NULL AND "previewsMadeAt" IS NOT NULL AND "copy720pMadeAt" IS NOT NULL;

-- bench-facts.packagedVideos
SELECT id, "hlsUrl" FROM videos WHERE id = ANY($1) AND "hlsPackagedAt" IS NOT NULL;

-- bench-facts.usersCount
SELECT count(*)::int AS n FROM users;

-- bench-facts.creatorStatsCount
SELECT count(*)::int AS n FROM creator_stats;

-- bench-facts.feedScoresCount
SELECT count(*)::int AS n FROM video_scores;

-- bench-facts.counterMismatches
SELECT
(SELECT count(*) FROM videos v LEFT JOIN (SELECT "videoId", count(*) AS n FROM likes GROUP BY 1) c ON c."videoId" = v.id
  WHERE v."likesCount" <> coalesce(c.n, 0))::int AS "video likes",
(SELECT count(*) FROM videos v LEFT JOIN (SELECT "videoId", count(*) AS n FROM comments GROUP BY 1) c ON c."videoId" = v.id
  WHERE v."commentsCount" <> coalesce(c.n, 0))::int AS "video comments",
(SELECT count(*) FROM users u LEFT JOIN (SELECT "followingId" AS id, count(*) AS n FROM follows GROUP BY 1) c ON c.id = u.id
  WHERE u."followersCount" <> coalesce(c.n, 0))::int AS "followers",
(SELECT count(*) FROM users u LEFT JOIN (SELECT "followerId" AS id, count(*) AS n FROM follows GROUP BY 1) c ON c.id = u.id
  WHERE u."followingCount" <> coalesce(c.n, 0))::int AS "following";
