import { escapeLike } from '../predicates/like-pattern';
import { notBanned } from '../predicates/account-state';
import { notBlockedBetween } from '../predicates/viewer-filters';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/** The orders of the leaderboard. */
export const CREATOR_SORTS = ['userNumber', 'totalViews', 'totalLikes', 'followersCount', 'videosCount', 'remixesCount'] as const;
export type CreatorSort = (typeof CREATOR_SORTS)[number];

/** Each order has its own index (IDX_creator_stats_<column>); ties go to the earlier account. */
const ORDER_BY: Record<CreatorSort, string> = {
  userNumber: 's."userNumber" ASC',
  totalViews: 's."totalViews" DESC, s."userNumber" ASC',
  totalLikes: 's."totalLikes" DESC, s."userNumber" ASC',
  followersCount: 's."followersCount" DESC, s."userNumber" ASC',
  videosCount: 's."videosCount" DESC, s."userNumber" ASC',
  remixesCount: 's."remixesCount" DESC, s."userNumber" ASC',
};

/**
 * On the leaderboard of viewer $1 (null for a visitor): creators with at least one public video
 * (creator_stats counts only those in videosCount), not suspended (they leave it, and its search,
 * until the ban is lifted), and not blocked by or blocking the viewer (ranked without them, so no
 * gap shows where they were).
 */
const LISTED = `s."videosCount" > 0 AND ${notBanned('s."userId"')} AND ${notBlockedBetween('$1', 's."userId"')}`;

/** $2 in the search fragments: the `%q%` pattern, LIKE wildcards escaped. */
const SEARCH = `(u."username" ILIKE $2 OR u."displayName" ILIKE $2)`;

const COLUMNS = `u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount", s."remixesCount"`;
const RANK = (sort: CreatorSort) => `row_number() OVER (ORDER BY ${ORDER_BY[sort]})::int AS "rank"`;

/**
 * The read queries of the leaderboard, exported so the benchmark runs exactly this SQL.
 * creator_stats holds rows only for users with a username, so no query needs to check it.
 * A rank is the place among all listed creators for the sort: without a search the ranking
 * follows the sort's index and stops at the LIMIT; with one, every listed creator is ranked
 * before the names are matched (the trigram indexes), so a match far down keeps its place.
 */
export const creatorSql = {
  /** Parameters: viewer, [pattern,] limit. */
  page: (sort: CreatorSort, search: boolean) =>
    search
      ? `SELECT ${COLUMNS}, s."rank"
         FROM (SELECT s.*, ${RANK(sort)} FROM "creator_stats" s WHERE ${LISTED}) s
         JOIN "users" u ON u."id" = s."userId"
         WHERE ${SEARCH}
         ORDER BY s."rank" LIMIT $3`
      : `SELECT ${COLUMNS}, ${RANK(sort)}
         FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId"
         WHERE ${LISTED}
         ORDER BY ${ORDER_BY[sort]} LIMIT $2`,

  /** How many listed creators match (all of them without a search); parameters: viewer, [pattern]. */
  total: (search: boolean) =>
    search
      ? `SELECT count(*)::int AS "total" FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId" WHERE ${LISTED} AND ${SEARCH}`
      : `SELECT count(*)::int AS "total" FROM "creator_stats" s WHERE ${LISTED}`,
};

export const creatorStatements = statements('creators', {
  page: rendered(creatorSql.page, ...CREATOR_SORTS.map((sort) => [sort, false] as [CreatorSort, boolean]), ['totalViews', true]),
  total: rendered(creatorSql.total, [false], [true]),
});

/** A creator on the leaderboard, with their place (the totals are bigint, as text). */
export interface CreatorRow {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  userNumber: number;
  totalViews: string;
  totalLikes: string;
  followersCount: number;
  videosCount: number;
  /** How many times their videos were remixed. */
  remixesCount: number;
  rank: number;
}

/** The leaderboard, read from creator_stats (creatorStatsRepository keeps it fresh). */
export const creatorsRepository = {
  /** Up to `limit` listed creators in `sort`'s order, those whose name holds `search` when one is given. */
  page(db: SqlRunner, viewerId: string | null, sort: CreatorSort, search: string | undefined, limit: number): Promise<CreatorRow[]> {
    const params = search ? [viewerId, `%${escapeLike(search)}%`] : [viewerId];
    return db.query(creatorSql.page(sort, !!search), [...params, limit]) as Promise<CreatorRow[]>;
  },

  /** How many listed creators match `search` (all of them without one). */
  async total(db: SqlRunner, viewerId: string | null, search: string | undefined): Promise<number> {
    const params = search ? [viewerId, `%${escapeLike(search)}%`] : [viewerId];
    const [{ total }] = (await db.query(creatorSql.total(!!search), params)) as Array<{ total: number }>;
    return total;
  },
};
