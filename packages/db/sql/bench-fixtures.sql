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

-- bench-fixtures.deleteBlocks
DELETE FROM user_blocks WHERE "blockerId" = $1;

-- bench-fixtures.deleteMutes
DELETE FROM user_mutes WHERE "muterId" = $1;

-- bench-fixtures.clearMutedWords
UPDATE users SET "mutedWords" = '{}' WHERE id = $1;
