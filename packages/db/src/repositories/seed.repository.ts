import { publicPathOfKey, videoPlayableKey, videoPosterKey } from '@genalpha/shared';
import { RECOMPUTE_CREATOR_STATS_SQL } from './creator-stats.repository';
import { RANK_FEED_SQL } from './feed-scores.repository';
import { REBUILD_SEARCH_SQL } from './search.repository';
import { RATIOS, SEED_EMAIL_DOMAIN, SEED_FILES, SEED_FILE_IDS, SUBJECTS, TAGS, TOOLS } from '../seed-values';
import { PUBLICLY_VISIBLE } from '../predicates/video-visibility';
import { PgClient } from '../sql-runner';
import { rendered, statements } from '../statements';

/**
 * Set-based SQL that generates the seed data inside PostgreSQL (no rows cross the wire).
 * Popularity follows a power law: an index drawn as 1 + floor(n * random()^k) lands on the
 * first few rows far more often, so a few creators and videos get most views and likes.
 */
const sqlArray = (values: Array<string | number>) =>
  `ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`;
const pick = (values: Array<string | number>, index: string) => `(${sqlArray(values)})[1 + (${index}) % ${values.length}]`;
/** The public path of a seed file's object; in the videos statement, `file` is the row's file number and $3 SEED_FILE_IDS. */
const seedPath = (key: (videoId: string) => string) => `replace('${publicPathOfKey(key('{id}'))}', '{id}', ($3::text[])[file + 1])`;

/**
 * The statements that generate the seed data: a change to one is a new generator (the bench seeds
 * its database again, bench-database.ts).
 */
export const seedGeneratorSql = {
  countForeignUsers: `SELECT count(*)::int AS n FROM users WHERE email NOT LIKE '%@${SEED_EMAIL_DOMAIN}'`,
  truncateAll: `TRUNCATE users, videos, likes, comments, comment_likes, follows, notifications, reports, creator_stats, sessions, search_terms, search_tags CASCADE`,
  deleteSeedUsers: `DELETE FROM users WHERE email LIKE '%@${SEED_EMAIL_DOMAIN}'`,

  users: `
    INSERT INTO users (email, password, "displayName", username, bio, location, "likesPublic", "joinedDate", "createdAt", "updatedAt")
    SELECT 'seed-' || g || '@${SEED_EMAIL_DOMAIN}', $2,
           ${pick(['Nova', 'Kai', 'Iris', 'Orion', 'Luna', 'Atlas', 'Mira', 'Zed'], 'g')} || ' ' || g,
           'creator' || g,
           'AI filmmaker #' || g, ${pick(['Paris', 'Lagos', 'Tokyo', 'Austin', 'Berlin', 'São Paulo'], 'g')},
           g % 4 = 0, t, t, t
    FROM generate_series(1, $1::int) g, LATERAL (SELECT now() - (($1::int - g) * (interval '730 days' / $1::int)) AS t) ts`,
  userIndex: `
    DROP TABLE IF EXISTS seed_users;
    CREATE TEMP TABLE seed_users AS
    SELECT row_number() OVER (ORDER BY "userNumber")::int AS idx, id, "createdAt" FROM users WHERE email LIKE '%@${SEED_EMAIL_DOMAIN}';
    CREATE UNIQUE INDEX ON seed_users (idx)`,

  videos: `
    WITH picks AS MATERIALIZED (
      SELECT g, 1 + floor($2::int * power(random(), 2.5))::int AS owner,
             floor(power(random(), 5) * 250000)::int AS views,
             random() AS age
      FROM generate_series(1, $1::int) g
    ), timed AS (
      SELECT p.*, u.id AS "userId",
             -- Any time between the owner's sign-up and now: the feed's newest pages mix many creators.
             u."createdAt" + p.age * (now() - u."createdAt") AS t
      FROM picks p JOIN seed_users u ON u.idx = p.owner
    ), ranked AS (
      -- Seed files by age: any ${SEED_FILES} videos in a row of the feed are ${SEED_FILES} different files, so a cold browser downloads each card's.
      SELECT *, row_number() OVER (ORDER BY t DESC) - 1 AS rank FROM timed
    ), files AS (
      SELECT *, rank % ${SEED_FILES} AS file FROM ranked
    )
    INSERT INTO videos (id, "userId", title, caption, prompt, "toolUsed", "aspectRatio", width, height, "durationSeconds",
                        "videoCodec", "audioCodec", tags, "thumbnailUrl", "videoUrl", "originalUrl", status,
                        "viewsCount", "createdAt", "updatedAt")
    SELECT CASE WHEN rank < ${SEED_FILES} THEN ($3::uuid[])[file + 1] ELSE gen_random_uuid() END, "userId", ${pick(SUBJECTS, 'g')} || ' #' || g,
           'Made with love and a lot of prompting. Take ' || g, 'cinematic, 35mm, volumetric light, take ' || g,
           ${pick(TOOLS, 'g')}, ${pick(
             RATIOS.map((r) => r[0]),
             'g',
           )}, ${pick(
             RATIOS.map((r) => r[1]),
             'g',
           )}, ${pick(
             RATIOS.map((r) => r[2]),
             'g',
           )}, 10,
           'h264', 'aac', ${pick(TAGS, 'g')} || ', ' || ${pick(TAGS, 'g * 7 + 3')},
           ${seedPath(videoPosterKey)}, ${seedPath(videoPlayableKey)}, ${seedPath(videoPlayableKey)},
           'ready', views, t, t
    FROM files`,
  /**
   * The poster sizes, preview loop, placeholder and 720p copy the worker made of each seed file ($1: SeedMedia[] as JSON); rows that have them already are left alone.
   * Seed videos play by MP4: they are marked packaged without an HLS package, or hls.package would transcode every one of them.
   */
  media: `
    UPDATE videos v SET "posterVariants" = m."posterVariants", "previewUrl" = m."previewUrl", placeholder = m.placeholder, "previewsMadeAt" = now(),
                        "video720pUrl" = m."video720pUrl", "copy720pMadeAt" = now(), "hlsPackagedAt" = now()
    FROM jsonb_to_recordset($1::jsonb) AS m("posterUrl" text, "posterVariants" jsonb, "previewUrl" text, placeholder text, "video720pUrl" text)
    WHERE v."thumbnailUrl" = m."posterUrl"
      AND (v."posterVariants" IS DISTINCT FROM m."posterVariants" OR v."previewUrl" IS DISTINCT FROM m."previewUrl" OR v.placeholder IS DISTINCT FROM m.placeholder
           OR v."video720pUrl" IS DISTINCT FROM m."video720pUrl")`,
  videoIndex: `
    DROP TABLE IF EXISTS seed_videos;
    CREATE TEMP TABLE seed_videos AS
    SELECT row_number() OVER (ORDER BY "viewsCount" DESC, id)::int AS idx, id, "userId", "createdAt" FROM videos;
    CREATE UNIQUE INDEX ON seed_videos (idx)`,

  likes: `
    WITH candidates AS MATERIALIZED (
      SELECT DISTINCT 1 + floor($2::int * random())::int AS ui, 1 + floor($3::int * power(random(), 3))::int AS vi
      FROM generate_series(1, ($1::int * 1.3)::int + 100)
    )
    INSERT INTO likes ("userId", "videoId", "createdAt")
    SELECT u.id, v.id, v."createdAt" + random() * (now() - v."createdAt")
    FROM (SELECT * FROM candidates LIMIT $1::int) c
    JOIN seed_users u ON u.idx = c.ui JOIN seed_videos v ON v.idx = c.vi
    ON CONFLICT DO NOTHING`,

  comments: `
    WITH picks AS MATERIALIZED (
      SELECT g, 1 + floor($2::int * random())::int AS ui, 1 + floor($3::int * power(random(), 3))::int AS vi
      FROM generate_series(1, $1::int) g
    )
    INSERT INTO comments ("videoId", "userId", text, "createdAt", "updatedAt")
    SELECT v.id, u.id, ${pick(['This is unreal 🔥', 'How long did this take to render?', 'The lighting!', 'Prompt please?', 'Looping this forever', 'Which model is this?'], 'p.g')} || ' (' || p.g || ')',
           t, t
    FROM picks p JOIN seed_users u ON u.idx = p.ui JOIN seed_videos v ON v.idx = p.vi,
         LATERAL (SELECT v."createdAt" + random() * (now() - v."createdAt") AS t) ts`,

  follows: `
    WITH candidates AS MATERIALIZED (
      SELECT DISTINCT 1 + floor($2::int * random())::int AS fi, 1 + floor($2::int * power(random(), 2))::int AS ti
      FROM generate_series(1, ($1::int * 1.3)::int + 100)
    )
    INSERT INTO follows ("followerId", "followingId", "createdAt")
    SELECT f.id, t.id, now() - random() * interval '200 days'
    FROM (SELECT * FROM candidates WHERE fi <> ti LIMIT $1::int) c
    JOIN seed_users f ON f.idx = c.fi JOIN seed_users t ON t.idx = c.ti
    ON CONFLICT DO NOTHING`,

  // Only the seed's comments and follows (their authors are seed users): a forced seed keeps real accounts and their notifications.
  notifications: `
    INSERT INTO notifications ("userId", "actorId", type, "videoId", "commentId", "isRead", "createdAt")
    SELECT v."userId", c."userId", 'comment', c."videoId", c.id, random() < 0.7, c."createdAt"
    FROM comments c JOIN seed_users s ON s.id = c."userId" JOIN videos v ON v.id = c."videoId" WHERE c."userId" <> v."userId";
    INSERT INTO notifications ("userId", "actorId", type, "isRead", "createdAt")
    SELECT f."followingId", f."followerId", 'follow', random() < 0.7, f."createdAt" FROM follows f JOIN seed_users s ON s.id = f."followerId"`,

  /**
   * Remix chains: in every hundred videos by age, the 2nd to the 11th each remix the one before
   * (chains of ten remixes, by different creators; 1,000 on the full seed).
   */
  remixChains: `
    UPDATE videos v SET "parentId" = c.prev, "remixState" = 'claimed'
    FROM (SELECT id, lag(id) OVER (ORDER BY "createdAt", id) AS prev, row_number() OVER (ORDER BY "createdAt", id) AS n FROM videos) c
    WHERE v.id = c.id AND c.prev IS NOT NULL AND c.n % 100 BETWEEN 2 AND 11`,
  counters: `
    UPDATE videos v SET "likesCount" = c.n FROM (SELECT "videoId", count(*)::int AS n FROM likes GROUP BY 1) c WHERE v.id = c."videoId";
    UPDATE videos v SET "commentsCount" = c.n FROM (SELECT "videoId", count(*)::int AS n FROM comments GROUP BY 1) c WHERE v.id = c."videoId";
    UPDATE videos p SET "remixCount" = c.n FROM (SELECT "parentId", count(*) FILTER (WHERE ${PUBLICLY_VISIBLE})::int AS n FROM videos v WHERE "parentId" IS NOT NULL GROUP BY 1) c WHERE p.id = c."parentId";
    UPDATE users u SET "followersCount" = c.n FROM (SELECT "followingId" AS id, count(*)::int AS n FROM follows GROUP BY 1) c WHERE u.id = c.id;
    UPDATE users u SET "followingCount" = c.n FROM (SELECT "followerId" AS id, count(*)::int AS n FROM follows GROUP BY 1) c WHERE u.id = c.id;
    UPDATE users u SET "videosCount" = c.n, "totalViews" = c.views
      FROM (SELECT "userId" AS id, count(*)::int AS n, sum("viewsCount")::bigint AS views FROM videos GROUP BY 1) c WHERE u.id = c.id`,
};

export type PairTable = 'likes' | 'follows';

export const seedStatements = statements('seed', {
  ...seedGeneratorSql,
  /** Skips the per-row foreign-key triggers (superusers only): the generated rows are consistent by construction. */
  skipForeignKeyTriggers: `SET session_replication_role = replica`,
  checkForeignKeyTriggers: `RESET session_replication_role`,
  bulkWorkMem: `SET work_mem = '256MB'`,
  /** The videos of the users who are not the seed's (a database seeded with --force keeps them). */
  deleteForeignVideos: `DELETE FROM videos WHERE "userId" IN (SELECT id FROM users WHERE email NOT LIKE '%@${SEED_EMAIL_DOMAIN}')`,
  pairCount: rendered((table: PairTable) => `SELECT count(*)::int AS n FROM ${table}`, ['likes'], ['follows']),
  seedVideoCount: `SELECT count(*)::int AS n FROM seed_videos`,
  totals: `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM videos)::int AS videos,
      (SELECT count(*) FROM likes)::int AS likes, (SELECT count(*) FROM comments)::int AS comments, (SELECT count(*) FROM follows)::int AS follows`,
});

const sql = seedStatements;

const countOf = async (db: PgClient, text: string): Promise<number> => ((await db.query(text)).rows as Array<{ n: number }>)[0].n;

/** The bench's seed data, generated in bulk (the statements above), and the tables derived from it. */
export const seedRepository = {
  /** Users who are not the seed's (a real database seeded with --force keeps them). */
  foreignUsers(db: PgClient): Promise<number> {
    return countOf(db, sql.countForeignUsers);
  },

  /** Removes the seed's users and all they made (by cascade), or every row when the seed's are all there is. */
  async clear(db: PgClient, { keepForeignUsers }: { keepForeignUsers: boolean }): Promise<void> {
    await db.query(keepForeignUsers ? sql.deleteSeedUsers : sql.truncateAll);
  },

  /** Removes the videos of users who are not the seed's, so the seed's alone fill the feeds. */
  async deleteForeignVideos(db: PgClient): Promise<void> {
    await db.query(sql.deleteForeignVideos);
  },

  /** Whether the foreign-key triggers are skipped from now on in this session (false: not a superuser). */
  async skipForeignKeyTriggers(db: PgClient): Promise<boolean> {
    return db.query(sql.skipForeignKeyTriggers).then(
      () => true,
      () => false,
    );
  },

  async checkForeignKeyTriggers(db: PgClient): Promise<void> {
    await db.query(sql.checkForeignKeyTriggers);
  },

  async useBulkWorkMem(db: PgClient): Promise<void> {
    await db.query(sql.bulkWorkMem);
  },

  async insertUsers(db: PgClient, count: number, passwordHash: string): Promise<void> {
    await db.query(sql.users, [count, passwordHash]);
  },

  /** seed_users: the seed's users numbered 1… (a temporary table of this session), for the rows that pick them. */
  async indexUsers(db: PgClient): Promise<void> {
    await db.query(sql.userIndex);
  },

  async insertVideos(db: PgClient, count: number, users: number): Promise<void> {
    await db.query(sql.videos, [count, users, SEED_FILE_IDS]);
  },

  /** seed_videos: every video numbered 1… from the most viewed (a temporary table of this session); returns how many. */
  async indexVideos(db: PgClient): Promise<number> {
    await db.query(sql.videoIndex);
    return countOf(db, sql.seedVideoCount);
  },

  pairCount(db: PgClient, table: PairTable): Promise<number> {
    return countOf(db, sql.pairCount.render(table));
  },

  /** Up to `count` likes drawn at random (pairs drawn twice are skipped). */
  async insertLikes(db: PgClient, count: number, users: number, videos: number): Promise<void> {
    await db.query(sql.likes, [count, users, videos]);
  },

  async insertComments(db: PgClient, count: number, users: number, videos: number): Promise<void> {
    await db.query(sql.comments, [count, users, videos]);
  },

  /** Up to `count` follows drawn at random (pairs drawn twice and self-follows are skipped). */
  async insertFollows(db: PgClient, count: number, users: number): Promise<void> {
    await db.query(sql.follows, [count, users]);
  },

  async insertNotifications(db: PgClient): Promise<void> {
    await db.query(sql.notifications);
  },

  async insertRemixChains(db: PgClient): Promise<void> {
    await db.query(sql.remixChains);
  },

  /** Every stored counter set to the count of what it counts. */
  async setCounters(db: PgClient): Promise<void> {
    await db.query(sql.counters);
  },

  /** The worker's creators.recompute, feed.rank and search rebuild, each run whole. */
  async recomputeCreatorStats(db: PgClient): Promise<void> {
    await db.query(RECOMPUTE_CREATOR_STATS_SQL);
  },

  async rankFeed(db: PgClient): Promise<void> {
    await db.query(RANK_FEED_SQL);
  },

  async rebuildSearch(db: PgClient): Promise<void> {
    await db.query(REBUILD_SEARCH_SQL);
  },

  /** Points the seed's rows at the media the worker would have made of their files (`media`: one entry per file). */
  async setMedia(db: PgClient, media: unknown[]): Promise<void> {
    await db.query(sql.media, [JSON.stringify(media)]);
  },

  async totals(db: PgClient): Promise<Record<'users' | 'videos' | 'likes' | 'comments' | 'follows', number>> {
    const { rows } = await db.query(sql.totals);
    return rows[0] as Record<'users' | 'videos' | 'likes' | 'comments' | 'follows', number>;
  },
};
