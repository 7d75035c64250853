-- bench-fixtures.begin
BEGIN;

-- bench-fixtures.commit
COMMIT;

-- bench-fixtures.rollback
ROLLBACK;

-- bench-fixtures.clearSessions
DELETE FROM sessions;

-- bench-fixtures.spoilCreatorStats
UPDATE creator_stats SET "totalLikes" = -1;

-- bench-fixtures.clearFeedScores
DELETE FROM video_scores;

-- bench-fixtures.block
INSERT INTO user_blocks ("blockerId", "blockedId") SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING;

-- bench-fixtures.mute
INSERT INTO user_mutes ("muterId", "mutedId") SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING;

-- bench-fixtures.setMutedWords
UPDATE users SET "mutedWords" = $2 WHERE id = $1;

-- bench-fixtures.insertVideo
INSERT INTO videos ("userId", title, caption, "toolUsed", "videoUrl", "originalUrl", status, "commentsCount")
SELECT $1, 'Safety bench', 'Comments from everyone', 'openai-sora', "videoUrl", "originalUrl", 'ready', $2 FROM videos WHERE status = 'ready' LIMIT 1
RETURNING id;

-- bench-fixtures.insertComments
INSERT INTO comments ("videoId", "userId", text, "createdAt")
SELECT $1, author, 'Comment number ' || n, now() - make_interval(secs => $3 - n) FROM unnest($2::uuid[]) WITH ORDINALITY AS a(author, n);

-- bench-fixtures.deleteVideo
DELETE FROM videos WHERE id = $1;

-- bench-fixtures.insertRemix
INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "thumbnailUrl", "videoUrl", "originalUrl", width, height, "durationSeconds", "aspectRatio", status, "parentId", "remixState")
SELECT "userId", $2, caption, prompt, "toolUsed", "thumbnailUrl", "videoUrl", "originalUrl", width, height, "durationSeconds", "aspectRatio", 'ready', id, 'claimed'
FROM videos WHERE id = $1 RETURNING id;

-- bench-fixtures.insertRemixes
INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "thumbnailUrl", "videoUrl", "originalUrl", width, height, "durationSeconds", "aspectRatio", status, "parentId", "remixState", "likesCount", "createdAt")
SELECT p."userId", 'Bench remix ' || n, p.caption, p.prompt, p."toolUsed", p."thumbnailUrl", p."videoUrl", p."originalUrl", p.width, p.height, p."durationSeconds", p."aspectRatio", 'ready', p.id, 'claimed',
  (n * 7919) % 1000, now() - make_interval(secs => n)
FROM videos p, generate_series(1, $2) AS n WHERE p.id = $1;

-- bench-fixtures.lineageOf
SELECT "parentId", "remixState" FROM videos WHERE id = $1;

-- bench-fixtures.setLineage
UPDATE videos SET "parentId" = $2, "remixState" = $3 WHERE id = $1;

-- bench-fixtures.deleteRemixesOf
DELETE FROM videos WHERE "parentId" = $1;

-- bench-fixtures.deleteVideos
DELETE FROM videos WHERE id = ANY($1::uuid[]);

-- bench-fixtures.deleteBlocks
DELETE FROM user_blocks WHERE "blockerId" = $1;

-- bench-fixtures.deleteMutes
DELETE FROM user_mutes WHERE "muterId" = $1;

-- bench-fixtures.clearMutedWords
UPDATE users SET "mutedWords" = '{}' WHERE id = $1;
