import { PUBLIC_VIDEO } from '../predicates/video-visibility';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/** Engagement weights: a comment says more than a like, a like more than a counted view; an open report counts against. */
export const RANK_WEIGHTS = { like: 3, comment: 4, view: 0.5, openReport: 10 } as const;
/** Hacker News's gravity: a score falls as (age in hours + 2) ^ gravity. */
export const RANK_GRAVITY = 1.8;
/**
 * A stored score is rewritten once it is off by more than this share. Age alone moves a score by
 * 1.8 / 60 / (hours + 2) a minute: a day-old video's is rewritten about every minute, a month-old
 * one's every hour or so, instead of every score every minute (100,000 rows of WAL and bloat).
 */
export const RANK_TOLERANCE = 0.001;

/**
 * feed.rank (also run by the seed), in one statement: every publicly visible video gets
 * (engagement + 1) / (hours since upload + 2) ^ gravity, its engagement its weighted likes,
 * comments and counted views minus its open reports (never below zero); rows of videos that are no
 * longer visible go, and scores within RANK_TOLERANCE of the stored one are left untouched.
 */
export const RANK_FEED_SQL = `
  WITH open_reports AS (
    SELECT "videoId", count(*) AS reports FROM "reports" WHERE "resolvedAt" IS NULL GROUP BY "videoId"
  ), known AS MATERIALIZED (
    -- Read once, before any write: joined by hash below, never rescanned while rows are added.
    SELECT "videoId", "score", "toolUsed" FROM "video_scores"
  ), ranked AS (
    SELECT v.id, v."userId", v."toolUsed", v."createdAt", k."videoId" IS NULL AS new, k."score" AS "storedScore", k."toolUsed" AS "storedTool",
      -- In double precision throughout: numeric power() (extract() answers numeric) costs seconds on 100,000 rows.
      (greatest(v."likesCount" * ${RANK_WEIGHTS.like}::float8 + v."commentsCount" * ${RANK_WEIGHTS.comment}::float8
                + v."viewsCount" * ${RANK_WEIGHTS.view}::float8 - coalesce(r.reports, 0) * ${RANK_WEIGHTS.openReport}::float8, 0) + 1)
        / power(greatest(date_part('epoch', now() - v."createdAt"), 0) / 3600 + 2, ${RANK_GRAVITY}::float8) AS score
    FROM "videos" v LEFT JOIN open_reports r ON r."videoId" = v.id LEFT JOIN known k ON k."videoId" = v.id
    WHERE ${PUBLIC_VIDEO}
  ), removed AS (
    DELETE FROM "video_scores" s WHERE s."videoId" IN (SELECT "videoId" FROM known EXCEPT SELECT id FROM ranked) RETURNING 1
  ), updated AS (
    UPDATE "video_scores" s SET "score" = c.score, "toolUsed" = c."toolUsed", "rankedAt" = now()
    FROM (
      SELECT * FROM ranked
      WHERE NOT new AND (abs("storedScore" - score) > ${RANK_TOLERANCE} * abs("storedScore") OR "storedTool" IS DISTINCT FROM "toolUsed")
    ) c
    WHERE s."videoId" = c.id
    RETURNING 1
  ), inserted AS (
    -- A run alongside (the minutely one and one after a like) may have added the same video.
    INSERT INTO "video_scores" ("videoId", "userId", "toolUsed", "videoCreatedAt", "score", "rankedAt")
    SELECT id, "userId", "toolUsed", "createdAt", score, now() FROM ranked WHERE new
    ON CONFLICT ("videoId") DO NOTHING
    RETURNING 1
  )
  SELECT ((SELECT count(*) FROM updated) + (SELECT count(*) FROM inserted))::int AS written, (SELECT count(*) FROM removed)::int AS removed`;

/**
 * Taken first in a feed.rank transaction: one run at a time (the minutely one, one after a like, the
 * bench's), since two overlapping runs rewrite the same rows and the later waits on the earlier's locks.
 * `locked` is false when another run holds it: that run does the work.
 */
export const TRY_RANK_FEED_LOCK_SQL = `SELECT pg_try_advisory_xact_lock(hashtext('feed.rank')) AS locked`;
/** The same lock, waited for (the bench, which measures a run of its own). */
export const WAIT_RANK_FEED_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('feed.rank'))`;

/** Bounds the statements of the rest of the transaction to `ms` milliseconds. */
const statementTimeoutSql = (ms: number) => `SET LOCAL statement_timeout = ${ms}`;

export const feedScoreStatements = statements('feed-scores', {
  rank: RANK_FEED_SQL,
  tryLock: TRY_RANK_FEED_LOCK_SQL,
  waitLock: WAIT_RANK_FEED_LOCK_SQL,
  statementTimeout: rendered(statementTimeoutSql, [55_000]),
});

/** How many video_scores rows a rank wrote and removed. */
export interface RankResult {
  written: number;
  removed: number;
}

/** The video_scores table For You reads its candidates from. */
export const feedScoresRepository = {
  /**
   * One feed.rank in the caller's transaction, its statement cut off after `timeoutMs`; null when
   * another run holds the lock (it is doing the same work).
   */
  async rank(m: SqlRunner, timeoutMs: number): Promise<RankResult | null> {
    const [{ locked }] = (await m.query(TRY_RANK_FEED_LOCK_SQL)) as Array<{ locked: boolean }>;
    if (!locked) return null;
    await m.query(statementTimeoutSql(timeoutMs));
    const [result] = (await m.query(RANK_FEED_SQL)) as RankResult[];
    return result;
  },
};
