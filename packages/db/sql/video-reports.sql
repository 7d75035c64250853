-- video-reports.lockVideo
SELECT v."isHidden", v."userId" AS "ownerId" FROM videos v WHERE v.id = $1 AND (((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $2::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $2::uuid)) OR v."userId" = $2) FOR NO KEY UPDATE;

-- video-reports.upsert
INSERT INTO reports ("videoId", "userId", reason, "otherText") VALUES ($1, $2, $3, $4)
ON CONFLICT ("videoId", "userId") DO UPDATE SET reason = EXCLUDED.reason, "otherText" = EXCLUDED."otherText" WHERE reports."resolvedAt" IS NULL;

-- video-reports.counted
SELECT count(*)::int AS "count" FROM "reports" r JOIN "users" reporter ON reporter."id" = r."userId"
        WHERE r."videoId" = $1 AND (r."resolvedAt" IS NULL AND r."userId" <> $2 AND reporter."emailVerifiedAt" IS NOT NULL
AND reporter."createdAt" <= now() - make_interval(hours => 24) AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = r."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)));
