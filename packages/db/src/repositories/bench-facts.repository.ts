import { Keyset, keysetTimestamp } from '../keyset';
import { PUBLICLY_VISIBLE, PUBLIC_VIDEO } from '../predicates/video-visibility';
import { PgClient } from '../sql-runner';
import { statements } from '../statements';

/** A seeded account the bench signs in as. */
export interface SeededUserRow {
  id: string;
  email: string;
}

export interface PackagedVideoRow {
  id: string;
  hlsUrl: string | null;
}

export interface SettledVideoRow {
  status: string;
  failureReason: string | null;
}

export const benchFactsStatements = statements('bench-facts', {
  /** Liked the most videos. */
  topLiker: `SELECT u.id, u.email FROM users u JOIN (SELECT "userId", count(*) AS n FROM likes GROUP BY 1 ORDER BY 2 DESC LIMIT 1) l ON l."userId" = u.id`,
  topCreator: `SELECT id, email FROM users ORDER BY "videosCount" DESC, "userNumber" LIMIT 1`,
  /** Has the most unread notifications. */
  mostNotified: `
    SELECT u.id, u.email FROM users u
    JOIN (SELECT "userId", count(*) AS n FROM notifications WHERE NOT "isRead" GROUP BY 1 ORDER BY 2 DESC LIMIT 1) n ON n."userId" = u.id`,
  mostCommentedVideos: `SELECT v.id FROM videos v WHERE ${PUBLICLY_VISIBLE} ORDER BY v."commentsCount" DESC LIMIT 200`,
  /** Visible videos spread over the whole table (a 5% sample of its pages). */
  sampledVideos: `SELECT v.id FROM videos v TABLESAMPLE SYSTEM (5) WHERE ${PUBLICLY_VISIBLE} LIMIT 2000`,
  creators: `SELECT id FROM users WHERE username IS NOT NULL ORDER BY "userNumber" LIMIT 5000`,
  /** The feed's row number $1 (newest first), as the API's cursor encodes its position. */
  feedKeysetAt: `SELECT ${keysetTimestamp('v."createdAt"')} AS "key", v.id
     FROM videos v WHERE ${PUBLIC_VIDEO} ORDER BY v."createdAt" DESC, v.id DESC OFFSET $1 LIMIT 1`,
  idsByEmail: `SELECT email, id FROM users WHERE email = ANY($1)`,
  idsByUsername: `SELECT username, id FROM users WHERE username = ANY($1)`,
  videoIdsByTitle: `SELECT title, id FROM videos WHERE title = ANY($1)`,
  usernameOf: `SELECT username FROM users WHERE id = $1`,
  usersById: `SELECT id, email FROM users WHERE id = ANY($1::uuid[]) ORDER BY "userNumber"`,
  /** $2 creators other than the $1 users, neither banned nor in any order that favours the popular. */
  otherCreators: `SELECT id FROM users WHERE id <> ALL($1::uuid[]) AND username IS NOT NULL AND "bannedAt" IS NULL ORDER BY md5(id::text) LIMIT $2`,
  /** $1 words the seed's videos hold often, but not the most common (a 10% sample of the table's pages). */
  commonTerms: `SELECT term FROM (SELECT unnest(terms) AS term FROM videos TABLESAMPLE SYSTEM (10)) t WHERE term ~ '^[a-z]{4,}$'
     GROUP BY term ORDER BY count(*) DESC OFFSET 200 LIMIT $1`,
  /** Of the videos $1, those no longer processing. */
  settledVideos: `SELECT status, "failureReason" FROM videos WHERE id = ANY($1) AND status <> 'processing'`,
  /** Of the videos $1, how many have what follows their ready: poster sizes, preview loop, 720p copy (or none owed). */
  followedUpCount: `SELECT count(*)::int AS n FROM videos WHERE id = ANY($1) AND "posterVariants" IS NOT NULL AND "previewsMadeAt" IS NOT NULL AND "copy720pMadeAt" IS NOT NULL`,
  /** Of the videos $1, those hls.package is done with: their master playlist's URL (null when it could not make one). */
  packagedVideos: `SELECT id, "hlsUrl" FROM videos WHERE id = ANY($1) AND "hlsPackagedAt" IS NOT NULL`,
  usersCount: `SELECT count(*)::int AS n FROM users`,
  creatorStatsCount: `SELECT count(*)::int AS n FROM creator_stats`,
  feedScoresCount: `SELECT count(*)::int AS n FROM video_scores`,
  /** Rows whose stored counter differs from COUNT(*) of what it counts. */
  counterMismatches: `
  SELECT
    (SELECT count(*) FROM videos v LEFT JOIN (SELECT "videoId", count(*) AS n FROM likes GROUP BY 1) c ON c."videoId" = v.id
      WHERE v."likesCount" <> coalesce(c.n, 0))::int AS "video likes",
    (SELECT count(*) FROM videos v LEFT JOIN (SELECT "videoId", count(*) AS n FROM comments GROUP BY 1) c ON c."videoId" = v.id
      WHERE v."commentsCount" <> coalesce(c.n, 0))::int AS "video comments",
    (SELECT count(*) FROM users u LEFT JOIN (SELECT "followingId" AS id, count(*) AS n FROM follows GROUP BY 1) c ON c.id = u.id
      WHERE u."followersCount" <> coalesce(c.n, 0))::int AS "followers",
    (SELECT count(*) FROM users u LEFT JOIN (SELECT "followerId" AS id, count(*) AS n FROM follows GROUP BY 1) c ON c.id = u.id
      WHERE u."followingCount" <> coalesce(c.n, 0))::int AS "following"`,
});

const sql = benchFactsStatements;

const rowsOf = async <T>(db: PgClient, text: string, params?: unknown[]): Promise<T[]> => (await db.query(text, params)).rows as T[];
const idsOf = async (db: PgClient, text: string): Promise<string[]> => (await rowsOf<{ id: string }>(db, text)).map((row) => row.id);
const countOf = async (db: PgClient, text: string): Promise<number> => (await rowsOf<{ n: number }>(db, text))[0].n;
/** `name → id` of the rows a lookup by name found. */
const idsByName = async (db: PgClient, text: string, column: string, names: string[]): Promise<Map<string, string>> =>
  new Map((await rowsOf<Record<string, string>>(db, text, [names])).map((row) => [row[column], row.id]));

/** What the bench reads of the seeded data: the rows its scenarios aim at, and checks after a run. */
export const benchFactsRepository = {
  async topLiker(db: PgClient): Promise<SeededUserRow | undefined> {
    return (await rowsOf<SeededUserRow>(db, sql.topLiker))[0];
  },

  async topCreator(db: PgClient): Promise<SeededUserRow | undefined> {
    return (await rowsOf<SeededUserRow>(db, sql.topCreator))[0];
  },

  async mostNotified(db: PgClient): Promise<SeededUserRow | undefined> {
    return (await rowsOf<SeededUserRow>(db, sql.mostNotified))[0];
  },

  /** The 200 most commented visible videos, busiest first. */
  mostCommentedVideoIds(db: PgClient): Promise<string[]> {
    return idsOf(db, sql.mostCommentedVideos);
  },

  /** Up to 2,000 visible videos spread over the whole table. */
  sampledVideoIds(db: PgClient): Promise<string[]> {
    return idsOf(db, sql.sampledVideos);
  },

  /** The first 5,000 people with a username, oldest first. */
  creatorIds(db: PgClient): Promise<string[]> {
    return idsOf(db, sql.creators);
  },

  async feedKeysetAt(db: PgClient, offset: number): Promise<Keyset | undefined> {
    return (await rowsOf<Keyset>(db, sql.feedKeysetAt, [offset]))[0];
  },

  /** `email → id` of the accounts found. */
  idsByEmail(db: PgClient, emails: string[]): Promise<Map<string, string>> {
    return idsByName(db, sql.idsByEmail, 'email', emails);
  },

  /** `username → id` of the accounts found. */
  idsByUsername(db: PgClient, usernames: string[]): Promise<Map<string, string>> {
    return idsByName(db, sql.idsByUsername, 'username', usernames);
  },

  /** `title → id` of the videos found. */
  videoIdsByTitle(db: PgClient, titles: string[]): Promise<Map<string, string>> {
    return idsByName(db, sql.videoIdsByTitle, 'title', titles);
  },

  async usernameOf(db: PgClient, userId: string): Promise<string | null | undefined> {
    return (await rowsOf<{ username: string | null }>(db, sql.usernameOf, [userId]))[0]?.username;
  },

  /** The accounts of `ids` that exist, oldest first. */
  usersById(db: PgClient, ids: string[]): Promise<SeededUserRow[]> {
    return rowsOf<SeededUserRow>(db, sql.usersById, [ids]);
  },

  /** Up to `count` creators, not banned, other than `except`, in an order unrelated to their popularity. */
  async otherCreatorIds(db: PgClient, except: string[], count: number): Promise<string[]> {
    return (await rowsOf<{ id: string }>(db, sql.otherCreators, [except, count])).map((row) => row.id);
  },

  /** Up to `count` words the videos hold often (past the 200 most common). */
  async commonTerms(db: PgClient, count: number): Promise<string[]> {
    return (await rowsOf<{ term: string }>(db, sql.commonTerms, [count])).map((row) => row.term);
  },

  /** Of the videos `ids`, the status of those no longer processing. */
  settledVideos(db: PgClient, ids: string[]): Promise<SettledVideoRow[]> {
    return rowsOf<SettledVideoRow>(db, sql.settledVideos, [ids]);
  },

  /** Of the videos `ids`, how many have their poster sizes, preview loop and 720p copy. */
  async followedUpCount(db: PgClient, ids: string[]): Promise<number> {
    return (await rowsOf<{ n: number }>(db, sql.followedUpCount, [ids]))[0].n;
  },

  /** Of the videos `ids`, those packaged as HLS (or found not packageable: hlsUrl null). */
  packagedVideos(db: PgClient, ids: string[]): Promise<PackagedVideoRow[]> {
    return rowsOf<PackagedVideoRow>(db, sql.packagedVideos, [ids]);
  },

  usersCount(db: PgClient): Promise<number> {
    return countOf(db, sql.usersCount);
  },

  creatorStatsCount(db: PgClient): Promise<number> {
    return countOf(db, sql.creatorStatsCount);
  },

  feedScoresCount(db: PgClient): Promise<number> {
    return countOf(db, sql.feedScoresCount);
  },

  /** Per counter (video likes, video comments, followers, following), how many rows are off. */
  async counterMismatches(db: PgClient): Promise<Record<string, number>> {
    return (await rowsOf<Record<string, number>>(db, sql.counterMismatches))[0];
  },
};
