import { AfterCursor, PageRequest, laterPageSql, readPage } from '../keyset';
import { VideoRow, videoRowColumns } from '../predicates/video-row';
import { PUBLIC_VIDEO } from '../predicates/video-visibility';
import { mutedCreator, mutedTerms, mutedWordsOf, notBlockedBetween } from '../predicates/viewer-filters';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';
import { FeedNarrowing, IN_VIEWERS_FEEDS, narrowed } from './videos.repository';

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
const feedSql = {
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
const notInterestedSql = {
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

export const feedStatements = statements('feed', {
  popular: rendered((params: CandidateParams) => feedSql.popular(params), [{ limit: '$1' }], [{ viewer: '$1', tool: '$2', limit: '$3', verifiedOnly: true }]),
  followed: rendered(
    (params: CandidateParams & { viewer: string }) => feedSql.followed(params),
    [{ viewer: '$1', limit: '$2' }],
    [{ viewer: '$1', tool: '$2', limit: '$3', verifiedOnly: true }],
  ),
  exploration: rendered(
    (params: CandidateParams) => feedSql.exploration(params),
    [{ limit: '$1' }],
    [{ viewer: '$1', tool: '$2', limit: '$3', verifiedOnly: true }],
  ),
  signals: feedSql.signals,
  rows: feedSql.rows,
  following: rendered(
    (narrowing: FeedNarrowing) => laterPageSql((after) => feedSql.following(after, narrowing), narrowing.toolParam ? 2 : 1),
    [{}],
    [{ toolParam: '$2', verifiedOnly: true }],
  ),
  markNotInterested: notInterestedSql.mark,
  notInterestedExists: notInterestedSql.exists,
  resetNotInterested: notInterestedSql.reset,
  notInterestedCount: notInterestedSql.count,
});

const sql = feedStatements;

/** Where For You's candidates come from: the best scores, the followed creators' best, new videos with few views. */
export type CandidateSource = 'popular' | 'followed' | 'exploration';

/** A video For You may arrange, as video_scores (or, for exploration, videos) gives it. */
export interface CandidateRow {
  id: string;
  creatorId: string;
  toolUsed: string;
  score: number;
}

/** What viewer's For You is adjusted by, as the signals statement reads it. */
export interface SignalsRow {
  followed: string[];
  tools: string[];
  notInterestedCreators: Record<string, number>;
  notInterestedTools: Record<string, number>;
}

/** For You's candidates and signals, the Following page, and "Not interested". */
export const feedRepository = {
  /** Up to `limit` candidates from `source`; `followed` needs a viewer. */
  candidates(
    db: SqlRunner,
    source: CandidateSource,
    { viewerId, tool, verified, limit }: { viewerId: string | null; tool: string | null; verified: boolean; limit: number },
  ): Promise<CandidateRow[]> {
    const values = [...(viewerId ? [viewerId] : []), ...(tool ? [tool] : []), limit];
    const params = {
      viewer: viewerId ? '$1' : undefined,
      tool: tool ? `$${values.length - 1}` : undefined,
      limit: `$${values.length}`,
      verifiedOnly: verified,
    };
    const text = source === 'followed' ? feedSql.followed({ ...params, viewer: '$1' }) : feedSql[source](params);
    return db.query(text, values) as Promise<CandidateRow[]>;
  },

  async signals(db: SqlRunner, viewerId: string): Promise<SignalsRow> {
    const [row] = (await db.query(sql.signals, [viewerId])) as SignalsRow[];
    return row;
  },

  /** The videos `ids` as anyone may see them now, without those the viewer marked or keeps out of their feeds (in no order). */
  rows(db: SqlRunner, viewerId: string | null, ids: string[]): Promise<VideoRow[]> {
    return db.query(sql.rows, [viewerId, ids]) as Promise<VideoRow[]>;
  },

  /** Following, newest first; narrowed to `tool`, or to valid Content Credentials when `verified`. */
  following(db: SqlRunner, viewerId: string, page: PageRequest & { tool?: string; verified?: boolean }) {
    const params = page.tool ? [viewerId, page.tool] : [viewerId];
    const narrowing = { toolParam: page.tool && '$2', verifiedOnly: page.verified };
    return readPage<VideoRow>(db, page, {
      sql: (after: AfterCursor) => feedSql.following(after, narrowing),
      params,
      positionOf: (row) => ({ key: row.cursorAt, id: row.id }),
    });
  },

  /** Whether the mark was added (false when already marked, or the video is not publicly visible). */
  async markNotInterested(db: SqlRunner, userId: string, videoId: string): Promise<boolean> {
    const marked = (await db.query(sql.markNotInterested, [userId, videoId])) as unknown[];
    return marked.length > 0;
  },

  async isMarkedNotInterested(db: SqlRunner, userId: string, videoId: string): Promise<boolean> {
    const rows = (await db.query(sql.notInterestedExists, [userId, videoId])) as unknown[];
    return rows.length > 0;
  },

  async resetNotInterested(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.resetNotInterested, [userId]);
  },

  async notInterestedCount(db: SqlRunner, userId: string): Promise<number> {
    const [row] = (await db.query(sql.notInterestedCount, [userId])) as Array<{ notInterestedCount: number }>;
    return row.notInterestedCount;
  },
};
