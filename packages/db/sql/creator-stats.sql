-- creator-stats.recompute
WITH per_video AS (
  SELECT v."userId", sum(v."viewsCount") AS views, sum(v."likesCount") AS likes, sum(v."remixCount") AS remixes,
         count(*) FILTER (WHERE NOT v."isHidden" AND v.status = 'ready') AS visible
  FROM "videos" v GROUP BY v."userId"
), per_follow AS (
  SELECT "followingId" AS "userId", count(*) AS followers FROM "follows" WHERE NOT EXISTS (SELECT 1 FROM "users" leaving WHERE leaving."id" = "followerId" AND leaving."deletionDueAt" IS NOT NULL) GROUP BY "followingId"
), creators AS (
  SELECT u."id", u."userNumber", coalesce(v.views, 0) AS views, coalesce(v.likes, 0) AS likes,
         coalesce(f.followers, 0) AS followers, coalesce(v.visible, 0) AS visible, coalesce(v.remixes, 0) AS remixes
  FROM "users" u
  LEFT JOIN per_video v ON v."userId" = u."id"
  LEFT JOIN per_follow f ON f."userId" = u."id"
  WHERE u."username" IS NOT NULL
), removed AS (
  DELETE FROM "creator_stats" s WHERE NOT EXISTS (SELECT 1 FROM creators c WHERE c."id" = s."userId") RETURNING 1
), written AS (
  INSERT INTO "creator_stats" ("userId", "userNumber", "totalViews", "totalLikes", "followersCount", "videosCount", "remixesCount", "updatedAt")
  SELECT "id", "userNumber", views, likes, followers, visible, remixes, now() FROM creators
  ON CONFLICT ("userId") DO UPDATE SET
    "userNumber" = EXCLUDED."userNumber", "totalViews" = EXCLUDED."totalViews", "totalLikes" = EXCLUDED."totalLikes",
    "followersCount" = EXCLUDED."followersCount", "videosCount" = EXCLUDED."videosCount", "remixesCount" = EXCLUDED."remixesCount", "updatedAt" = now()
  WHERE ("creator_stats"."userNumber", "creator_stats"."totalViews", "creator_stats"."totalLikes", "creator_stats"."followersCount", "creator_stats"."videosCount", "creator_stats"."remixesCount")
    IS DISTINCT FROM (EXCLUDED."userNumber", EXCLUDED."totalViews", EXCLUDED."totalLikes", EXCLUDED."followersCount", EXCLUDED."videosCount", EXCLUDED."remixesCount")
  RETURNING 1
)
SELECT (SELECT count(*) FROM written)::int AS written, (SELECT count(*) FROM removed)::int AS removed;
