import { createHash } from 'node:crypto';
import { publicPathOfKey, videoPlayableKey, videoPosterKey } from '@genalpha/shared';

/**
 * Set-based SQL that generates the seed data inside PostgreSQL (no rows cross the wire).
 * Popularity follows a power law: an index drawn as 1 + floor(n * random()^k) lands on the
 * first few rows far more often, so a few creators and videos get most views and likes.
 */
export const SEED_EMAIL_DOMAIN = 'seed.genalpha.invalid';
/** How many distinct video files the seed's rows share (media.ts makes them). */
export const SEED_FILES = 16;
/**
 * The fixed ids of the feed's newest SEED_FILES seeded videos. Their stored objects, `videos/<id>/…`
 * as the worker stores an upload's, are the files every seeded row shows: the API serves a video's
 * files to whoever may see that video, so the files need a real video.
 */
export function seedVideoId(n: number): string {
  const hex = createHash('md5').update(`genalpha-seed-file-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
export const SEED_FILE_IDS = Array.from({ length: SEED_FILES }, (_, n) => seedVideoId(n));

export const TOOLS = ['luma-dream-machine', 'google-veo-3', 'runway-gen-3', 'openai-sora', 'stability-ai-video', 'pika-labs', 'other'];
const RATIOS: Array<[string, number, number]> = [
  ['16:9', 1920, 1080],
  ['9:16', 1080, 1920],
  ['1:1', 1080, 1080],
  ['4:3', 1440, 1080],
  ['3:4', 1080, 1440],
  ['21:9', 2560, 1080],
];
const TAGS = [
  'sora',
  'veo3',
  'runway',
  'luma',
  'pika',
  'cinematic',
  'anime',
  'scifi',
  'nature',
  'surreal',
  'portrait',
  'cyberpunk',
  'music',
  'loop',
  'timelapse',
  'ocean',
  'city',
  'dream',
  'retro',
  'abstract',
];
/** The seeded titles are `${SUBJECTS[g % 8]} #${g}` for the g-th video generated. */
export const SUBJECTS = [
  'A neon city at dusk',
  'Whales over a desert',
  'A paper boat in a storm',
  'Robots learning to dance',
  'A forest breathing',
  'Glass jellyfish in orbit',
  'A train through clouds',
  'Cats painting Monet',
];

const sqlArray = (values: Array<string | number>) =>
  `ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`;
const pick = (values: Array<string | number>, index: string) => `(${sqlArray(values)})[1 + (${index}) % ${values.length}]`;
/** The public path of a seed file's object; in the videos statement, `file` is the row's file number and $3 SEED_FILE_IDS. */
const seedPath = (key: (videoId: string) => string) => `replace('${publicPathOfKey(key('{id}'))}', '{id}', ($3::text[])[file + 1])`;

export const seedSql = {
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
  /** The poster sizes, preview loop, placeholder and 720p copy the worker made of each seed file ($1: SeedMedia[] as JSON); rows that have them already are left alone. */
  media: `
    UPDATE videos v SET "posterVariants" = m."posterVariants", "previewUrl" = m."previewUrl", placeholder = m.placeholder, "previewsMadeAt" = now(),
                        "video720pUrl" = m."video720pUrl", "copy720pMadeAt" = now()
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

  counters: `
    UPDATE videos v SET "likesCount" = c.n FROM (SELECT "videoId", count(*)::int AS n FROM likes GROUP BY 1) c WHERE v.id = c."videoId";
    UPDATE videos v SET "commentsCount" = c.n FROM (SELECT "videoId", count(*)::int AS n FROM comments GROUP BY 1) c WHERE v.id = c."videoId";
    UPDATE users u SET "followersCount" = c.n FROM (SELECT "followingId" AS id, count(*)::int AS n FROM follows GROUP BY 1) c WHERE u.id = c.id;
    UPDATE users u SET "followingCount" = c.n FROM (SELECT "followerId" AS id, count(*)::int AS n FROM follows GROUP BY 1) c WHERE u.id = c.id;
    UPDATE users u SET "videosCount" = c.n, "totalViews" = c.views
      FROM (SELECT "userId" AS id, count(*)::int AS n, sum("viewsCount")::bigint AS views FROM videos GROUP BY 1) c WHERE u.id = c.id`,
};
