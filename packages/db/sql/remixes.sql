-- remixes.page("newest")
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
  WHERE v."parentId" = $2 AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms) AND (v."createdAt", v.id) < ($4::timestamptz, $5::uuid)
  ORDER BY v."createdAt" DESC, v.id DESC LIMIT $3;

-- remixes.page("mostLiked")
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
  WHERE v."parentId" = $2 AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid) AND NOT EXISTS (SELECT 1 FROM "user_mutes" um WHERE um."muterId" = $1::uuid AND um."mutedId" = v."userId") AND NOT (coalesce((SELECT jsonb_object_agg(mw.word, true) FROM "users" mu, unnest(mu."mutedWords") AS mw(word) WHERE mu."id" = $1::uuid), '{}'::jsonb) ?| v.terms) AND (v."likesCount", v.id) < ($4::int8, $5::uuid)
  ORDER BY v."likesCount" DESC, v.id DESC LIMIT $3;

-- remixes.candidateParent
SELECT v.id, v."userId", v.status, v."isHidden", v."allowRemixes", (((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $1::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $1::uuid)) OR v."userId" = $1) AS "visible"
  FROM videos v WHERE v.id = $2 FOR KEY SHARE OF v;

-- remixes.lineageLock
SELECT pg_advisory_xact_lock(hashtext('videos.lineage'));

-- remixes.wouldCycle
WITH RECURSIVE up (id, depth) AS (
  SELECT $2::uuid, 0
  UNION ALL
  SELECT v."parentId", up.depth + 1 FROM up JOIN videos v ON v.id = up.id WHERE v."parentId" IS NOT NULL AND up.depth < 100000
)
SELECT EXISTS (SELECT 1 FROM up WHERE up.id = $1::uuid) AS "cycle";

-- remixes.setParent
UPDATE videos SET "remixState" = CASE WHEN $2::uuid IS NULL THEN NULL WHEN "parentId" = $2::uuid AND "remixState" = 'verified' THEN 'verified' ELSE $3 END, "parentId" = $2
WHERE id = $1;

-- remixes.verifiedParent
SELECT v.id, v."userId" FROM videos v, videos remix
  WHERE remix.id = $1 AND v.id <> remix.id AND v."credentialsManifest" IS NOT NULL
    AND (v."credentialsManifest"->>'active_manifest' = ANY($2::text[])
      OR v."credentialsManifest"->'manifests'->(v."credentialsManifest"->>'active_manifest')->>'instance_id' = ANY($3::text[]))
    AND (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND NOT (EXISTS (SELECT 1 FROM "user_blocks" ub WHERE ub."blockerId" = remix."userId" AND ub."blockedId" = v."userId")
OR EXISTS (SELECT 1 FROM "user_blocks" ub WHERE ub."blockerId" = v."userId" AND ub."blockedId" = remix."userId"))
  ORDER BY (v.id = remix."parentId") IS TRUE DESC, v."createdAt", v.id
  LIMIT 1;

-- remixes.linkVerified
WITH before AS (SELECT "parentId" FROM videos WHERE id = $1 AND status = 'processing' FOR UPDATE)
UPDATE videos v SET "parentId" = $2, "remixState" = 'verified'
FROM before WHERE v.id = $1 AND (before."parentId" IS NULL OR before."parentId" = $2)
RETURNING before."parentId" IS NULL AS "linked";

-- remixes.chain
WITH RECURSIVE chain AS (
  SELECT v.id, v."parentId", 1 AS depth FROM videos v WHERE v.id = $1
  UNION ALL
  SELECT v.id, v."parentId", c.depth + 1 FROM chain c JOIN videos v ON v.id = c."parentId" WHERE c.depth < $2
)
SELECT c.depth, (NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AS "public", v.id, v.title, v."thumbnailUrl",
  CASE WHEN c.depth = 1 THEN v."posterVariants" END AS "posterVariants", CASE WHEN c.depth = 1 THEN v.placeholder END AS placeholder,
  CASE WHEN c.depth = 1 THEN v.prompt END AS prompt,
  v."remixState", v."parentId" IS NOT NULL AS "hasParent", u.id AS "creatorId", u.username AS "creatorUsername",
  u."displayName" AS "creatorDisplayName", u."avatarUrl" AS "creatorAvatarUrl"
FROM chain c JOIN videos v ON v.id = c.id JOIN users u ON u.id = v."userId"
ORDER BY c.depth;
