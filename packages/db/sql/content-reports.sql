-- content-reports.lockComment
SELECT c."userId" AS "authorId", c."moderationState" FROM "comments" c JOIN "videos" v ON v."id" = c."videoId"
            WHERE c."id" = $1 AND (((NOT v."isHidden" AND v.status = 'ready') AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = v."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)) AND v."userId" NOT IN (SELECT ub."blockedId" FROM "user_blocks" ub WHERE ub."blockerId" = $2::uuid
UNION ALL SELECT ub."blockerId" FROM "user_blocks" ub WHERE ub."blockedId" = $2::uuid)) OR v."userId" = $2) AND NOT c."authorBanned" AND c."moderationState" <> 'removed'
            FOR NO KEY UPDATE OF c;

-- content-reports.upsertComment
INSERT INTO "comment_reports" ("commentId", "userId", "reason", "otherText") VALUES ($1, $2, $3, $4)
ON CONFLICT ("commentId", "userId") DO UPDATE SET "reason" = EXCLUDED."reason", "otherText" = EXCLUDED."otherText"
WHERE "comment_reports"."resolvedAt" IS NULL;

-- content-reports.countedForComment
SELECT count(*)::int AS "count" FROM "comment_reports" r JOIN "users" reporter ON reporter."id" = r."userId"
                  WHERE r."commentId" = $1 AND (r."resolvedAt" IS NULL AND r."userId" <> $2 AND reporter."emailVerifiedAt" IS NOT NULL
AND reporter."createdAt" <= now() - make_interval(hours => 24) AND NOT EXISTS (SELECT 1 FROM "users" banned WHERE banned."id" = r."userId" AND (banned."bannedAt" IS NOT NULL OR banned."deletionDueAt" IS NOT NULL)));

-- content-reports.visibleAccount
SELECT u."id" FROM "users" u WHERE u."id" = $1 AND NOT (u."bannedAt" IS NOT NULL OR u."deletionDueAt" IS NOT NULL);

-- content-reports.upsertAccount
INSERT INTO "user_reports" ("targetId", "userId", "reason", "otherText") VALUES ($1, $2, $3, $4)
ON CONFLICT ("targetId", "userId") DO UPDATE SET "reason" = EXCLUDED."reason", "otherText" = EXCLUDED."otherText"
WHERE "user_reports"."resolvedAt" IS NULL;
