-- seed.countForeignUsers
SELECT count(*)::int AS n FROM users WHERE email NOT LIKE '%@seed.genalpha.invalid';

-- seed.truncateAll
TRUNCATE users, videos, likes, comments, comment_likes, follows, notifications, reports, creator_stats, sessions, search_terms, search_tags CASCADE;

-- seed.deleteSeedUsers
DELETE FROM users WHERE email LIKE '%@seed.genalpha.invalid';

-- seed.users
INSERT INTO users (email, password, "displayName", username, bio, location, "likesPublic", "joinedDate", "createdAt", "updatedAt")
SELECT 'seed-' || g || '@seed.genalpha.invalid', $2,
       (ARRAY['Nova','Kai','Iris','Orion','Luna','Atlas','Mira','Zed'])[1 + (g) % 8] || ' ' || g,
       'creator' || g,
       'AI filmmaker #' || g, (ARRAY['Paris','Lagos','Tokyo','Austin','Berlin','São Paulo'])[1 + (g) % 6],
       g % 4 = 0, t, t, t
FROM generate_series(1, $1::int) g, LATERAL (SELECT now() - (($1::int - g) * (interval '730 days' / $1::int)) AS t) ts;

-- seed.userIndex
DROP TABLE IF EXISTS seed_users;
CREATE TEMP TABLE seed_users AS
SELECT row_number() OVER (ORDER BY "userNumber")::int AS idx, id, "createdAt" FROM users WHERE email LIKE '%@seed.genalpha.invalid';
CREATE UNIQUE INDEX ON seed_users (idx);

-- seed.videos
WITH picks AS MATERIALIZED (
  SELECT g, 1 + floor($2::int * power(random(), 2.5))::int AS owner,
         floor(power(random(), 5) * 250000)::int AS views,
         random() AS age
  FROM generate_series(1, $1::int) g
), timed AS (
  SELECT p.*, u.id AS "userId",
         -- Any time between the owner's sign-up and now: the feed's newest pages mix many creators.
         u."createdAt" + p.age * (now() - u."createdAt") AS t
  FROM picks p JOIN seed_users u ON u.idx = p.owner
), ranked AS (
  -- Seed files by age: any 16 videos in a row of the feed are 16 different files, so a cold browser downloads each card's.
  SELECT *, row_number() OVER (ORDER BY t DESC) - 1 AS rank FROM timed
), files AS (
  SELECT *, rank % 16 AS file FROM ranked
)
INSERT INTO videos (id, "userId", title, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds",
                    "videoCodec", "audioCodec", tags, "thumbnailUrl", "videoUrl", "originalUrl", status,
                    "viewsCount", "createdAt", "updatedAt")
SELECT CASE WHEN rank < 16 THEN ($3::uuid[])[file + 1] ELSE gen_random_uuid() END, "userId", (ARRAY['A neon city at dusk','Whales over a desert','A paper boat in a storm','Robots learning to dance','A forest breathing','Glass jellyfish in orbit','A train through clouds','Cats painting Monet'])[1 + (g) % 8] || ' #' || g,
       'Made with love and a lot of prompting. Take ' || g, 'cinematic, 35mm, volumetric light, take ' || g,
       (ARRAY['luma-dream-machine','google-veo-3','runway-gen-3','openai-sora','stability-ai-video','pika-labs','other'])[1 + (g) % 7], (ARRAY['16:9','9:16','1:1','4:3','3:4','21:9'])[1 + (g) % 6], (ARRAY[1920,1080,1080,1440,1080,2560])[1 + (g) % 6], (ARRAY[1080,1920,1080,1080,1440,1080])[1 + (g) % 6], 10,
       'h264', 'aac', (ARRAY['sora','veo3','runway','luma','pika','cinematic','anime','scifi','nature','surreal','portrait','cyberpunk','music','loop','timelapse','ocean','city','dream','retro','abstract'])[1 + (g) % 20] || ', ' || (ARRAY['sora','veo3','runway','luma','pika','cinematic','anime','scifi','nature','surreal','portrait','cyberpunk','music','loop','timelapse','ocean','city','dream','retro','abstract'])[1 + (g * 7 + 3) % 20],
       replace('/objects/videos/{id}/poster.jpg', '{id}', ($3::text[])[file + 1]), replace('/objects/videos/{id}/playable.mp4', '{id}', ($3::text[])[file + 1]), replace('/objects/videos/{id}/playable.mp4', '{id}', ($3::text[])[file + 1]),
       'ready', views, t, t
FROM files;

-- seed.media
UPDATE videos v SET "posterVariants" = m."posterVariants", "previewUrl" = m."previewUrl", placeholder = m.placeholder, "previewsMadeAt" = now(),
                    "video720pUrl" = m."video720pUrl", "copy720pMadeAt" = now(), "hlsPackagedAt" = now()
FROM jsonb_to_recordset($1::jsonb) AS m("posterUrl" text, "posterVariants" jsonb, "previewUrl" text, placeholder text, "video720pUrl" text)
WHERE v."thumbnailUrl" = m."posterUrl"
  AND (v."posterVariants" IS DISTINCT FROM m."posterVariants" OR v."previewUrl" IS DISTINCT FROM m."previewUrl" OR v.placeholder IS DISTINCT FROM m.placeholder
       OR v."video720pUrl" IS DISTINCT FROM m."video720pUrl");

-- seed.videoIndex
DROP TABLE IF EXISTS seed_videos;
CREATE TEMP TABLE seed_videos AS
SELECT row_number() OVER (ORDER BY "viewsCount" DESC, id)::int AS idx, id, "userId", "createdAt" FROM videos;
CREATE UNIQUE INDEX ON seed_videos (idx);

-- seed.likes
WITH candidates AS MATERIALIZED (
  SELECT DISTINCT 1 + floor($2::int * random())::int AS ui, 1 + floor($3::int * power(random(), 3))::int AS vi
  FROM generate_series(1, ($1::int * 1.3)::int + 100)
)
INSERT INTO likes ("userId", "videoId", "createdAt")
SELECT u.id, v.id, v."createdAt" + random() * (now() - v."createdAt")
FROM (SELECT * FROM candidates LIMIT $1::int) c
JOIN seed_users u ON u.idx = c.ui JOIN seed_videos v ON v.idx = c.vi
ON CONFLICT DO NOTHING;

-- seed.comments
WITH picks AS MATERIALIZED (
  SELECT g, 1 + floor($2::int * random())::int AS ui, 1 + floor($3::int * power(random(), 3))::int AS vi
  FROM generate_series(1, $1::int) g
)
INSERT INTO comments ("videoId", "userId", text, "createdAt", "updatedAt")
SELECT v.id, u.id, (ARRAY['This is unreal 🔥','How long did this take to render?','The lighting!','Prompt please?','Looping this forever','Which model is this?'])[1 + (p.g) % 6] || ' (' || p.g || ')',
       t, t
FROM picks p JOIN seed_users u ON u.idx = p.ui JOIN seed_videos v ON v.idx = p.vi,
     LATERAL (SELECT v."createdAt" + random() * (now() - v."createdAt") AS t) ts;

-- seed.follows
WITH candidates AS MATERIALIZED (
  SELECT DISTINCT 1 + floor($2::int * random())::int AS fi, 1 + floor($2::int * power(random(), 2))::int AS ti
  FROM generate_series(1, ($1::int * 1.3)::int + 100)
)
INSERT INTO follows ("followerId", "followingId", "createdAt")
SELECT f.id, t.id, now() - random() * interval '200 days'
FROM (SELECT * FROM candidates WHERE fi <> ti LIMIT $1::int) c
JOIN seed_users f ON f.idx = c.fi JOIN seed_users t ON t.idx = c.ti
ON CONFLICT DO NOTHING;

-- seed.notifications
INSERT INTO notifications ("userId", "actorId", type, "videoId", "commentId", "isRead", "createdAt")
SELECT v."userId", c."userId", 'comment', c."videoId", c.id, random() < 0.7, c."createdAt"
FROM comments c JOIN seed_users s ON s.id = c."userId" JOIN videos v ON v.id = c."videoId" WHERE c."userId" <> v."userId";
INSERT INTO notifications ("userId", "actorId", type, "isRead", "createdAt")
SELECT f."followingId", f."followerId", 'follow', random() < 0.7, f."createdAt" FROM follows f JOIN seed_users s ON s.id = f."followerId";

-- seed.remixChains
UPDATE videos v SET "parentId" = c.prev, "remixState" = 'claimed'
FROM (SELECT id, lag(id) OVER (ORDER BY "createdAt", id) AS prev, row_number() OVER (ORDER BY "createdAt", id) AS n FROM videos) c
WHERE v.id = c.id AND c.prev IS NOT NULL AND c.n % 100 BETWEEN 2 AND 11;

-- seed.counters
UPDATE videos v SET "likesCount" = c.n FROM (SELECT "videoId", count(*)::int AS n FROM likes GROUP BY 1) c WHERE v.id = c."videoId";
UPDATE videos v SET "commentsCount" = c.n FROM (SELECT "videoId", count(*)::int AS n FROM comments GROUP BY 1) c WHERE v.id = c."videoId";
UPDATE videos p SET "remixCount" = c.n FROM (SELECT "parentId", count(*) FILTER (WHERE NOT v."isHidden" AND v.status = 'ready')::int AS n FROM videos v WHERE "parentId" IS NOT NULL GROUP BY 1) c WHERE p.id = c."parentId";
UPDATE users u SET "followersCount" = c.n FROM (SELECT "followingId" AS id, count(*)::int AS n FROM follows GROUP BY 1) c WHERE u.id = c.id;
UPDATE users u SET "followingCount" = c.n FROM (SELECT "followerId" AS id, count(*)::int AS n FROM follows GROUP BY 1) c WHERE u.id = c.id;
UPDATE users u SET "videosCount" = c.n, "totalViews" = c.views
  FROM (SELECT "userId" AS id, count(*)::int AS n, sum("viewsCount")::bigint AS views FROM videos GROUP BY 1) c WHERE u.id = c.id;

-- seed.skipForeignKeyTriggers
SET session_replication_role = replica;

-- seed.checkForeignKeyTriggers
RESET session_replication_role;

-- seed.bulkWorkMem
SET work_mem = '256MB';

-- seed.deleteForeignVideos
DELETE FROM videos WHERE "userId" IN (SELECT id FROM users WHERE email NOT LIKE '%@seed.genalpha.invalid');

-- seed.pairCount("likes")
SELECT count(*)::int AS n FROM likes;

-- seed.pairCount("follows")
SELECT count(*)::int AS n FROM follows;

-- seed.seedVideoCount
SELECT count(*)::int AS n FROM seed_videos;

-- seed.totals
SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM videos)::int AS videos,
(SELECT count(*) FROM likes)::int AS likes, (SELECT count(*) FROM comments)::int AS comments, (SELECT count(*) FROM follows)::int AS follows;
