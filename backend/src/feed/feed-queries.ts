import { PUBLIC_VIDEO, mutedCreator, mutedTerms, mutedWordsOf, notBlockedBetween, AfterCursor } from '@genalpha/db';
import { FeedNarrowing, IN_VIEWERS_FEEDS, narrowed } from '../videos/video-queries';
import { videoRowColumns } from '../videos/video-row';

/** A new video (uploaded in the last day) with fewer counted views than this may take an exploration slot. */
export const EXPLORATION_MAX_VIEWS = 20;

/** `AND` video `videoColumn` is not one the viewer in `viewerParam` marked "Not interested". */
const notMarked = (viewerParam: string, videoColumn: string) =>
  `AND NOT EXISTS (SELECT 1 FROM feed_not_interested n WHERE n."userId" = ${viewerParam}::uuid AND n."videoId" = ${videoColumn})`;

/**
 * `AND` viewer `viewerParam` keeps the scored video `videoColumn` by creator `creatorColumn`: no block either way, not a muted
 * creator, and, when they mute words, none in it: one primary-key lookup per candidate, as a scalar subquery (a NOT EXISTS
 * would be planned as a hash over every video's terms).
 */
const keptByViewer = (viewerParam: string, videoColumn: string, creatorColumn: string) =>
  `AND ${notBlockedBetween(viewerParam, creatorColumn)} AND NOT ${mutedCreator(viewerParam, creatorColumn)}
   AND (${mutedWordsOf(viewerParam)} = '{}'::jsonb OR NOT coalesce((SELECT ${mutedTerms(viewerParam, 'tv.terms')} FROM videos tv WHERE tv.id = ${videoColumn}), false))`;

/** `AND` the scored video `videoColumn` has valid Content Credentials, when `verifiedOnly` (one primary-key lookup per candidate). */
const verifiedScore = (videoColumn: string, verifiedOnly?: boolean) =>
  verifiedOnly ? `AND EXISTS (SELECT 1 FROM videos v WHERE v.id = ${videoColumn} ${narrowed({ verifiedOnly })})` : '';

/** The placeholders of a candidates query: the viewer (none for a visitor), the tool (none for all), the limit; and whether only videos with valid Content Credentials count. */
export interface CandidateParams {
  viewer?: string;
  tool?: string;
  limit: string;
  verifiedOnly?: boolean;
}

/**
 * The For You and Following reads. Candidates come from video_scores alone (feed.rank's table);
 * the page's rows are read live from videos, so a video hidden since the last rank is left out.
 */
export const feedQueries = {
  /** The best scores; for a signed-in viewer without their own and their "Not interested" videos. */
  popular: ({ viewer, tool, limit, verifiedOnly }: CandidateParams) => `
    SELECT s."videoId" AS id, s."userId" AS "creatorId", s."toolUsed", s.score
    FROM video_scores s
    WHERE true ${tool ? `AND s."toolUsed" = ${tool}::text` : ''} ${verifiedScore('s."videoId"', verifiedOnly)}
      ${viewer ? `AND s."userId" <> ${viewer}::uuid ${notMarked(viewer, 's."videoId"')} ${keptByViewer(viewer, 's."videoId"', 's."userId"')}` : ''}
    ORDER BY s.score DESC, s."videoId" DESC LIMIT ${limit}`,

  /** The best scores of the creators the viewer follows (IDX_video_scores_user_score per creator). */
  followed: ({ viewer, tool, limit, verifiedOnly }: CandidateParams & { viewer: string }) => `
    SELECT s."videoId" AS id, s."userId" AS "creatorId", s."toolUsed", s.score
    FROM video_scores s
    WHERE s."userId" IN (SELECT f."followingId" FROM follows f WHERE f."followerId" = ${viewer}::uuid)
      ${tool ? `AND s."toolUsed" = ${tool}::text` : ''} ${verifiedScore('s."videoId"', verifiedOnly)} ${notMarked(viewer, 's."videoId"')}
      ${keptByViewer(viewer, 's."videoId"', 's."userId"')}
    ORDER BY s.score DESC, s."videoId" DESC LIMIT ${limit}`,

  /** Videos of the last day with few views, newest first (IDX_videos_feed). */
  exploration: ({ viewer, tool, limit, verifiedOnly }: CandidateParams) => `
    SELECT v.id, v."userId" AS "creatorId", v."toolUsed", 0 AS score
    FROM videos v
    WHERE ${PUBLIC_VIDEO} AND v."createdAt" > now() - interval '24 hours' AND v."viewsCount" < ${EXPLORATION_MAX_VIEWS}
      ${narrowed({ toolParam: tool, verifiedOnly })}
      ${viewer ? `AND v."userId" <> ${viewer}::uuid ${notMarked(viewer, 'v.id')} ${keptByViewer(viewer, 'v.id', 'v."userId"')}` : ''}
    ORDER BY v."createdAt" DESC, v.id DESC LIMIT ${limit}`,

  /** What viewer $1's For You is adjusted by: whom they follow, their tools (uploaded with, or in their last 100 likes), their "Not interested" counts. */
  signals: `
    SELECT
      (SELECT coalesce(array_agg(f."followingId"), '{}') FROM follows f WHERE f."followerId" = $1) AS followed,
      (SELECT coalesce(array_agg(DISTINCT t."toolUsed"), '{}') FROM (
        SELECT v."toolUsed" FROM videos v WHERE v."userId" = $1
        UNION ALL
        SELECT v."toolUsed" FROM (SELECT l."videoId" FROM likes l WHERE l."userId" = $1 ORDER BY l."createdAt" DESC LIMIT 100) l JOIN videos v ON v.id = l."videoId"
      ) t) AS tools,
      (SELECT coalesce(json_object_agg(c."creatorId", c.n), '{}') FROM (
        SELECT "creatorId", count(*)::int AS n FROM feed_not_interested WHERE "userId" = $1 GROUP BY "creatorId") c) AS "notInterestedCreators",
      (SELECT coalesce(json_object_agg(c."toolUsed", c.n), '{}') FROM (
        SELECT "toolUsed", count(*)::int AS n FROM feed_not_interested WHERE "userId" = $1 GROUP BY "toolUsed") c) AS "notInterestedTools"`,

  /** The videos $2 (ids) as anyone may see them now, without those viewer $1 marked "Not interested" or keeps out of their feeds (blocked or muted since the list was arranged). */
  rows: `
    SELECT ${videoRowColumns('$1')}
    FROM videos v JOIN users u ON u.id = v."userId"
    WHERE v.id = ANY($2::uuid[]) AND ${PUBLIC_VIDEO} ${notMarked('$1', 'v.id')} ${IN_VIEWERS_FEEDS}`,

  /** Following: public videos of the creators $1 follows, newest first; `narrowing` keeps one tool's, or those with valid Content Credentials. */
  following: (after: AfterCursor, narrowing: FeedNarrowing = {}) => `
    SELECT ${videoRowColumns('$1')}
    FROM videos v JOIN users u ON u.id = v."userId"
    WHERE v."userId" IN (SELECT f."followingId" FROM follows f WHERE f."followerId" = $1::uuid)
      AND ${PUBLIC_VIDEO} ${IN_VIEWERS_FEEDS} ${narrowed(narrowing)} ${after('v."createdAt"', 'v.id')}
    ORDER BY v."createdAt" DESC, v.id DESC`,
};

/** "Not interested" and its reset. */
export const notInterestedQueries = {
  /** Viewer $1 marks video $2 (which they may see), with its creator and tool; marking twice changes nothing. */
  mark: `
    INSERT INTO feed_not_interested ("userId", "videoId", "creatorId", "toolUsed")
    SELECT $1, v.id, v."userId", v."toolUsed" FROM videos v WHERE v.id = $2 AND ${PUBLIC_VIDEO}
    ON CONFLICT ("userId", "videoId") DO NOTHING
    RETURNING 1`,
  exists: `SELECT 1 FROM feed_not_interested WHERE "userId" = $1 AND "videoId" = $2`,
  reset: `DELETE FROM feed_not_interested WHERE "userId" = $1`,
  count: `SELECT count(*)::int AS "notInterestedCount" FROM feed_not_interested WHERE "userId" = $1`,
};
