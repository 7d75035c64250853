-- videos.feed(false, {})
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
  FROM (SELECT v.* FROM videos v WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms)   AND (v."createdAt", v.id) < ($3::timestamptz, $4::uuid)) v JOIN users u ON u.id = v."userId"
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $2;

-- videos.feed(true, {})
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
  FROM ((SELECT v.* FROM videos v WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms)   AND (v."createdAt", v.id) < ($3::timestamptz, $4::uuid) ORDER BY v."createdAt" DESC, v.id DESC LIMIT $2)
     UNION ALL
     (SELECT v.* FROM videos v WHERE v."userId" = $1 AND v.status = 'processing' AND NOT v."isHidden"  AND (v."createdAt", v.id) < ($3::timestamptz, $4::uuid) ORDER BY v."createdAt" DESC, v.id DESC LIMIT $2)) v JOIN users u ON u.id = v."userId"
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $2;

-- videos.feed(true, {"toolParam":"$2"})
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
  FROM ((SELECT v.* FROM videos v WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms) AND v."toolUsed" = $2::text  AND (v."createdAt", v.id) < ($4::timestamptz, $5::uuid) ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3)
     UNION ALL
     (SELECT v.* FROM videos v WHERE v."userId" = $1 AND v.status = 'processing' AND NOT v."isHidden" AND v."toolUsed" = $2::text AND (v."createdAt", v.id) < ($4::timestamptz, $5::uuid) ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3)) v JOIN users u ON u.id = v."userId"
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3;

-- videos.feed(false, {"verifiedOnly":true})
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
  FROM (SELECT v.* FROM videos v WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms)  AND v."credentialsState" = 'valid' AND (v."createdAt", v.id) < ($3::timestamptz, $4::uuid)) v JOIN users u ON u.id = v."userId"
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $2;

-- videos.tagged({})
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
  WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND video_tag_set(v.tags, v.caption) @> ARRAY[lower($2::text)] AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms)   AND (v."createdAt", v.id) < ($4::timestamptz, $5::uuid)
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3;

-- videos.tagged({"toolParam":"$3"})
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
  WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND video_tag_set(v.tags, v.caption) @> ARRAY[lower($2::text)] AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms) AND v."toolUsed" = $3::text  AND (v."createdAt", v.id) < ($5::timestamptz, $6::uuid)
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $4;

-- videos.tagged({"verifiedOnly":true})
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
  WHERE (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND video_tag_set(v.tags, v.caption) @> ARRAY[lower($2::text)] AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms)  AND v."credentialsState" = 'valid' AND (v."createdAt", v.id) < ($4::timestamptz, $5::uuid)
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3;

-- videos.byCreator(false)
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
  WHERE v."userId" = $2 AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND $2::uuid NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND (v."createdAt", v.id) < ($4::timestamptz, $5::uuid)
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3;

-- videos.byCreator(true)
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
  WHERE v."userId" = $2  AND (v."createdAt", v.id) < ($4::timestamptz, $5::uuid)
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3;

-- videos.likedBy
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(l."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt", l.id AS "likeId"
  FROM likes l JOIN videos v ON v.id = l."videoId" JOIN users u ON u.id = v."userId"
  WHERE l."userId" = $2 AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND $2::uuid NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND (l."createdAt", l.id) < ($4::timestamptz, $5::uuid)
  ORDER BY l."createdAt" DESC, l.id DESC LIMIT $3;

-- videos.visible
SELECT v.id, v.title, v.caption, v.prompt, v.tags, v."toolUsed", v."thumbnailUrl", v."posterVariants", v."previewUrl", v.placeholder, v."videoUrl", v."video720pUrl", v."hlsUrl", v."aspectRatio",
v.width, v.height, v."durationSeconds", v."likesCount", v."viewsCount", v."commentsCount" - (SELECT count(*) FROM comments bc WHERE bc."videoId" = v.id AND (bc."authorBanned" OR bc."moderationState" <> 'none'))::int AS "commentsCount", v."commentsAllowed", v.status,
v."remixState", v."parentId", v."allowRemixes", v."remixCount", v."failureReason",
v."credentialsState", CASE WHEN v."credentialsState" = 'valid' THEN v.credentials->>'tool' END AS "verifiedTool",
v."isHidden", CASE WHEN v."userId" = $1::uuid THEN v."moderationState" ELSE 'none' END AS "moderationState",
CASE WHEN v."userId" = $1::uuid THEN v."moderationReason" END AS "moderationReason", v."createdAt",
EXISTS (SELECT 1 FROM likes vl WHERE vl."userId" = $1::uuid AND vl."videoId" = v.id) AS "isLiked",
u.id AS "creatorId", u.username AS "creatorUsername", u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl",
to_char(v."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt", v.credentials, v."originalUrl", CASE v."commentsAllowed"
  WHEN 'everyone' THEN true
  WHEN 'following' THEN v."userId" = $1::uuid
    OR EXISTS (SELECT 1 FROM follows cf WHERE cf."followerId" = v."userId" AND cf."followingId" = $1::uuid)
  ELSE false END AS "mayComment"
  FROM videos v JOIN users u ON u.id = v."userId"
  WHERE v.id = $2 AND (((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)) OR v."userId" = $1);

-- videos.visibility
SELECT v."userId", v."isHidden", v.status, EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "ownerBanned" FROM videos v WHERE v.id = $1;

-- videos.counters
SELECT v."likesCount", v."viewsCount", v."userId" FROM videos v WHERE v.id = $2 AND (((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)) OR v."userId" = $1);

-- videos.insert
INSERT INTO videos ("userId", title, caption, prompt, "toolUsed", "aspectRatio", tags, "videoUrl", "originalUrl", status, "commentsAllowed", "parentId", "remixState", "allowRemixes")
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, 'processing', $9, $10, $11, $12) RETURNING id;

-- videos.edit(["title"])
UPDATE "videos" SET "title" = $3, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = $1 AND "userId" = $2;

-- videos.edit(["title","caption","prompt","tags","commentsAllowed","allowRemixes"])
UPDATE "videos" SET "title" = $3, "caption" = $4, "prompt" = $5, "tags" = $6, "commentsAllowed" = $7, "allowRemixes" = $8, "updatedAt" = CURRENT_TIMESTAMP WHERE "id" = $1 AND "userId" = $2;

-- videos.delete
DELETE FROM videos WHERE id = $1 AND "userId" = $2 RETURNING "videoUrl", "originalUrl", "thumbnailUrl", "viewsCount";

-- videos.addComments
UPDATE videos v SET "commentsCount" = "commentsCount" + $2 WHERE v.id = $1 RETURNING v."userId", v."isHidden", v.status, EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "ownerBanned";

-- videos.ownerVideoAdded
UPDATE users SET "videosCount" = "videosCount" + 1 WHERE id = $1;

-- videos.ownerVideoRemoved
UPDATE users SET "videosCount" = GREATEST("videosCount" - 1, 0), "totalViews" = GREATEST("totalViews" - $2, 0) WHERE id = $1;
