/**
 * Recomputes every creator's totals in one set-based statement (the worker's
 * creators.recompute job and the seed both run it). A creator is a user with a username;
 * only visible videos (not hidden, not failed) count.
 */
export const RECOMPUTE_CREATOR_STATS_SQL = `
  WITH video_totals AS (
    SELECT "userId", count(*)::int AS videos, coalesce(sum("viewsCount"), 0)::bigint AS views, coalesce(sum("likesCount"), 0)::bigint AS likes
    FROM videos WHERE NOT "isHidden" AND status <> 'failed' GROUP BY "userId"
  ), upserted AS (
    INSERT INTO creator_stats ("userId", "userNumber", "totalViews", "totalLikes", "followersCount", "videosCount", "updatedAt")
    SELECT u.id, u."userNumber", coalesce(t.views, 0), coalesce(t.likes, 0), u."followersCount", coalesce(t.videos, 0), now()
    FROM users u LEFT JOIN video_totals t ON t."userId" = u.id
    WHERE u.username IS NOT NULL
    ON CONFLICT ("userId") DO UPDATE SET
      "userNumber" = EXCLUDED."userNumber", "totalViews" = EXCLUDED."totalViews", "totalLikes" = EXCLUDED."totalLikes",
      "followersCount" = EXCLUDED."followersCount", "videosCount" = EXCLUDED."videosCount", "updatedAt" = EXCLUDED."updatedAt"
    WHERE (creator_stats."totalViews", creator_stats."totalLikes", creator_stats."followersCount", creator_stats."videosCount", creator_stats."userNumber")
      IS DISTINCT FROM (EXCLUDED."totalViews", EXCLUDED."totalLikes", EXCLUDED."followersCount", EXCLUDED."videosCount", EXCLUDED."userNumber")
    RETURNING 1
  )
  DELETE FROM creator_stats s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s."userId" AND u.username IS NOT NULL)`;
