import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';
import { leavingAccount } from './account-counters.repository';
import { PUBLICLY_VISIBLE } from '../predicates/video-visibility';

/**
 * creators.recompute (also run by the seed), in one statement: every user with a username gets
 * their totals (views, likes and remixes summed over their videos, followers counted from follows of accounts not being deleted,
 * visible videos), rows of users who no longer qualify go, and unchanged rows are left untouched.
 */
export const RECOMPUTE_CREATOR_STATS_SQL = `
  WITH per_video AS (
    SELECT v."userId", sum(v."viewsCount") AS views, sum(v."likesCount") AS likes, sum(v."remixCount") AS remixes,
           count(*) FILTER (WHERE ${PUBLICLY_VISIBLE}) AS visible
    FROM "videos" v GROUP BY v."userId"
  ), per_follow AS (
    SELECT "followingId" AS "userId", count(*) AS followers FROM "follows" WHERE NOT ${leavingAccount('"followerId"')} GROUP BY "followingId"
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
  SELECT (SELECT count(*) FROM written)::int AS written, (SELECT count(*) FROM removed)::int AS removed`;

export const creatorStatsStatements = statements('creator-stats', { recompute: RECOMPUTE_CREATOR_STATS_SQL });

/** How many creator_stats rows a recompute wrote and removed. */
export interface RecomputeResult {
  written: number;
  removed: number;
}

/** The creator_stats table the leaderboard reads. */
export const creatorStatsRepository = {
  async recompute(db: SqlRunner): Promise<RecomputeResult> {
    const [result] = (await db.query(creatorStatsStatements.recompute)) as RecomputeResult[];
    return result;
  },
};
