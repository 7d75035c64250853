-- hide-for-review.video
WITH hidden AS (
     UPDATE "videos" SET "isHidden" = true, "moderationState" = 'pending_review', "moderationReason" = NULL, "moderatedAt" = now(), "updatedAt" = now()
     WHERE "id" = $1 AND "moderationState" = 'none' AND NOT "isHidden" AND "status" <> 'failed'
     RETURNING "id", "userId", "title"
   ), logged AS (
     INSERT INTO "moderation_log" ("action", "targetType", "targetId", "targetLabel", "reason")
     SELECT 'video.hidden', 'video', "id", "title", $2 FROM hidden
   ), n AS (
     INSERT INTO "notifications" ("userId", "type", "videoId", "action")
     SELECT "userId", 'moderation', "id", 'hidden' FROM hidden RETURNING *
   )
SELECT n."id", n."type", n."isRead", n."createdAt", n."createdAt"::text AS "cursorAt", n."videoId", nv."title" AS "videoTitle",
       n."commentId", n."actorId", a."username" AS "actorUsername", coalesce(a."displayName", 'GenAlpha') AS "actorDisplayName",
       a."avatarUrl" AS "actorAvatarUrl", n."action", n."reason"
FROM n LEFT JOIN "users" a ON a."id" = n."actorId" LEFT JOIN "videos" nv ON nv."id" = n."videoId";

-- hide-for-review.comment
WITH hidden AS (
  UPDATE "comments" SET "moderationState" = 'pending_review', "moderatedAt" = now() WHERE "id" = $1 AND "moderationState" = 'none'
  RETURNING "id", "text"
) INSERT INTO "moderation_log" ("action", "targetType", "targetId", "targetLabel", "reason")
  SELECT 'comment.hidden', 'comment', "id", left("text", 100), $2 FROM hidden;
