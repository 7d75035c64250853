import { PUBLIC_VIDEO } from './video-visibility';

/** Engagement weights: a comment says more than a like, a like more than a counted view; an open report counts against. */
export const RANK_WEIGHTS = { like: 3, comment: 4, view: 0.5, openReport: 10 } as const;
/** Hacker News's gravity: a score falls as (age in hours + 2) ^ gravity. */
export const RANK_GRAVITY = 1.8;

/**
 * feed.rank (also run by the seed), in one statement: every publicly visible video gets
 * (engagement + 1) / (hours since upload + 2) ^ gravity, its engagement its weighted likes,
 * comments and counted views minus its open reports (never below zero); rows of videos that are no
 * longer visible go, and unchanged scores are left untouched.
 */
export const RANK_FEED_SQL = `
  WITH open_reports AS (
    SELECT "videoId", count(*) AS reports FROM "reports" WHERE "resolvedAt" IS NULL GROUP BY "videoId"
  ), ranked AS (
    SELECT v.id, v."userId", v."toolUsed", v."createdAt",
      (greatest(v."likesCount" * ${RANK_WEIGHTS.like} + v."commentsCount" * ${RANK_WEIGHTS.comment} + v."viewsCount" * ${RANK_WEIGHTS.view}
                - coalesce(r.reports, 0) * ${RANK_WEIGHTS.openReport}, 0) + 1)
        / power(greatest(extract(epoch FROM now() - v."createdAt"), 0) / 3600 + 2, ${RANK_GRAVITY}) AS score
    FROM "videos" v LEFT JOIN open_reports r ON r."videoId" = v.id
    WHERE ${PUBLIC_VIDEO}
  ), removed AS (
    DELETE FROM "video_scores" s WHERE NOT EXISTS (SELECT 1 FROM ranked WHERE ranked.id = s."videoId") RETURNING 1
  ), written AS (
    INSERT INTO "video_scores" ("videoId", "userId", "toolUsed", "videoCreatedAt", "score", "rankedAt")
    SELECT id, "userId", "toolUsed", "createdAt", score, now() FROM ranked
    ON CONFLICT ("videoId") DO UPDATE SET "score" = EXCLUDED."score", "toolUsed" = EXCLUDED."toolUsed", "rankedAt" = now()
    WHERE ("video_scores"."score", "video_scores"."toolUsed") IS DISTINCT FROM (EXCLUDED."score", EXCLUDED."toolUsed")
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM written)::int AS written, (SELECT count(*) FROM removed)::int AS removed`;
