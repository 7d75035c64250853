-- search.settings(2)
SELECT set_config($1, $2, true), set_config($3, $4, true);

-- search.settings(3)
SELECT set_config($1, $2, true), set_config($3, $4, true), set_config($5, $6, true);

-- search.ranked({"tsquery":"$1"})
SELECT c.id, (coalesce(ts_rank('{0.05, 0.2, 0.4, 1.0}', c."searchDocument", c.query), 1) * (1 + 0.02 * ln(1 + 100 * coalesce(sc.score, 0))))::float8 AS score
FROM (
  SELECT v.id, v."searchDocument", to_tsquery('simple', search_unaccent($1::text)) AS query
  FROM videos v
  WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."searchDocument" @@ to_tsquery('simple', search_unaccent($1::text))
  LIMIT 300
) c LEFT JOIN video_scores sc ON sc."videoId" = c.id
ORDER BY score DESC, c.id DESC;

-- search.ranked({"tsquery":"$1"}, 60)
SELECT c.id, (coalesce(ts_rank('{0.05, 0.2, 0.4, 1.0}', c."searchDocument", c.query), 1) * (1 + 0.02 * ln(1 + 100 * coalesce(sc.score, 0))))::float8 AS score
FROM (
  SELECT v.id, v."searchDocument", to_tsquery('simple', search_unaccent($1::text)) AS query
  FROM videos v
  WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."searchDocument" @@ to_tsquery('simple', search_unaccent($1::text))
  LIMIT 60
) c LEFT JOIN video_scores sc ON sc."videoId" = c.id
ORDER BY score DESC, c.id DESC;

-- search.ranked({"tool":"$1","verifiedOnly":true})
SELECT c.id, (coalesce(ts_rank('{0.05, 0.2, 0.4, 1.0}', c."searchDocument", c.query), 1) * (1 + 0.02 * ln(1 + 100 * coalesce(sc.score, 0))))::float8 AS score
FROM (
  SELECT v.id, v."searchDocument", NULL::tsquery AS query
  FROM videos v
  WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."toolUsed" = $1::text AND v."credentialsState" = 'valid'
  LIMIT 300
) c LEFT JOIN video_scores sc ON sc."videoId" = c.id
ORDER BY score DESC, c.id DESC;

-- search.ranked({"tsquery":"$1","tags":"$2","operatorTool":"$3","tool":"$4","aspectRatio":"$5","uploadedWithin":"$6","verifiedOnly":true})
SELECT c.id, (coalesce(ts_rank('{0.05, 0.2, 0.4, 1.0}', c."searchDocument", c.query), 1) * (1 + 0.02 * ln(1 + 100 * coalesce(sc.score, 0))))::float8 AS score
FROM (
  SELECT v.id, v."searchDocument", to_tsquery('simple', search_unaccent($1::text)) AS query
  FROM videos v
  WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."searchDocument" @@ to_tsquery('simple', search_unaccent($1::text)) AND video_tag_set(v.tags, v.caption) @> $2::text[] AND v."toolUsed" = $4::text AND v."toolUsed" = $3::text AND v."aspectRatio" = $5::text AND v."createdAt" > now() - $6::interval AND v."credentialsState" = 'valid'
  LIMIT 300
) c LEFT JOIN video_scores sc ON sc."videoId" = c.id
ORDER BY score DESC, c.id DESC;

-- search.rows
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
WHERE v.id = ANY($2::uuid[]) AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms);

-- search.corrections
SELECT w.typed, k.known, CASE WHEN k.known THEN '{}'::text[] ELSE ARRAY(
  SELECT t.term FROM search_terms t WHERE t.term % w.word AND similarity(t.term, w.word) >= 0.4 ORDER BY t.term <-> w.word LIMIT 3) END AS corrections
FROM (SELECT x.typed, x.n, lower(search_unaccent(x.typed)) AS word FROM unnest($1::text[]) WITH ORDINALITY AS x(typed, n)) w,
LATERAL (SELECT CASE WHEN w.n = array_length($1::text[], 1) AND $2::boolean
                THEN EXISTS (SELECT 1 FROM search_terms t WHERE t.term ~>=~ w.word AND t.term ~<~ (w.word || chr(1114111)))
                ELSE EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w.word) END AS known) k;

-- search.creators()
SELECT u.id, u.username, u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."followersCount", s."videosCount"
FROM users u JOIN creator_stats s ON s."userId" = u.id,
LATERAL (SELECT search_creator_name(u.username, u."displayName") AS name, '%' || search_unaccent($1::text) || '%' AS pattern,
                lower(search_unaccent($2::text)) AS typed) n
WHERE (n.name LIKE n.pattern OR n.typed <% n.name) AND s."videosCount" > 0 AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = u.id AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND u.id NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $3::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $3::uuid) AND (s."totalViews", u.id) < ($5::int8, $6::uuid)
ORDER BY s."totalViews" DESC, u.id DESC LIMIT $4;

-- search.tags(false)
SELECT tag, videos FROM search_tags WHERE videos > 0 AND tag LIKE $1
ORDER BY videos DESC, tag LIMIT $2;

-- search.tags(true)
SELECT tag, videos FROM search_tags WHERE videos > 0 AND tag LIKE $1 AND (videos < $3 OR (videos = $3 AND tag > $4))
ORDER BY videos DESC, tag LIMIT $2;

-- search.popularTags
SELECT tag, videos FROM search_tags WHERE videos > 0 ORDER BY videos DESC, tag LIMIT $1;

-- search.rebuild
UPDATE videos v SET "searchDocument" = search_video_document(v.title, v.tags, v.prompt, v.caption, v."toolUsed", u.username, u."displayName")
FROM users u WHERE u.id = v."userId";
INSERT INTO search_terms (term) SELECT DISTINCT t FROM videos v, search_document_terms(v."searchDocument") t ON CONFLICT DO NOTHING;
TRUNCATE search_tags;
INSERT INTO search_tags (tag, videos)
SELECT tag, count(*)::int FROM videos v, unnest(video_tag_set(v.tags, v.caption)) tag WHERE v.status = 'ready' AND NOT v."isHidden" GROUP BY tag;
