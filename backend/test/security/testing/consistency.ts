import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { LIVE_TOKENS_MAX, accountExportKey, avatarVariantsOf, objectKeyFromPublicPath } from '@genalpha/shared';
import { hiddenAccount, leavingAccount } from '@genalpha/db';
import { TestApp } from '../../../src/test/test-app';

/**
 * A notification that does not name what it is about: a follow names no video; likes, comments and
 * processing outcomes name one; a comment (and a comment's removal) names the comment on its video;
 * a moderation notice names the video or comment decided on, except about an account (a warning, an
 * appeal of a suspension).
 */
const MISAIMED_NOTIFICATION = `(
  (type = 'follow' AND "videoId" IS NOT NULL)
  OR (type IN ('like', 'comment', 'video_ready', 'video_failed') AND "videoId" IS NULL)
  OR ((type = 'comment' OR action = 'comment_removed') AND "commentId" IS NULL)
  OR ("commentId" IS NOT NULL AND type <> 'comment' AND coalesce(action, '') NOT IN ('comment_removed', 'appeal_upheld', 'appeal_reversed'))
  OR ("commentId" IS NOT NULL AND "videoId" IS NULL)
  OR (coalesce(action, '') IN ('hidden', 'restored', 'removed') AND "videoId" IS NULL)
  OR (action = 'warned' AND "videoId" IS NOT NULL)
)`;

/**
 * Rows whose counter differs from what it counts (likes and follows of accounts being deleted count
 * for nobody), rows that point at nothing, tokens past their limits: all zero when consistent.
 */
export async function inconsistencies(t: TestApp): Promise<Record<string, number>> {
  const [row] = await t.dataSource.query(
    `SELECT
    (SELECT count(*) FROM videos v WHERE "likesCount" <> (SELECT count(*) FROM likes l WHERE l."videoId" = v.id AND NOT ${leavingAccount('l."userId"')}))::int AS "videos.likesCount",
    (SELECT count(*) FROM videos v WHERE "commentsCount" <> (SELECT count(*) FROM comments c WHERE c."videoId" = v.id))::int AS "videos.commentsCount",
    (SELECT count(*) FROM videos v WHERE "remixCount" <> (SELECT count(*) FROM videos r WHERE r."parentId" = v.id AND r.status = 'ready' AND NOT r."isHidden"))::int AS "videos.remixCount",
    (SELECT count(*) FROM comments c WHERE "likesCount" <> (SELECT count(*) FROM comment_likes l WHERE l."commentId" = c.id AND NOT ${leavingAccount('l."userId"')}))::int AS "comments.likesCount",
    (SELECT count(*) FROM users u WHERE "followersCount" <> (SELECT count(*) FROM follows f WHERE f."followingId" = u.id AND NOT ${leavingAccount('f."followerId"')}))::int AS "users.followersCount",
    (SELECT count(*) FROM users u WHERE "followingCount" <> (SELECT count(*) FROM follows f WHERE f."followerId" = u.id AND NOT ${leavingAccount('f."followingId"')}))::int AS "users.followingCount",
    (SELECT count(*) FROM users u WHERE "videosCount" <> (SELECT count(*) FROM videos v WHERE v."userId" = u.id))::int AS "users.videosCount",
    (SELECT count(*) FROM users u WHERE "totalViews" <> (SELECT coalesce(sum("viewsCount"), 0) FROM videos v WHERE v."userId" = u.id))::int AS "users.totalViews",
    (SELECT count(*) FROM notifications WHERE ${MISAIMED_NOTIFICATION})::int AS "notifications.target",
    (SELECT count(*) FROM comments c JOIN users u ON u.id = c."userId" WHERE c."authorBanned" <> ${hiddenAccount('u')})::int AS "comments.authorBanned",
    (SELECT count(*) FROM access_tokens t JOIN users u ON u.id = t."userId" WHERE ${hiddenAccount('u')} AND t."revokedAt" IS NULL)::int AS "access_tokens.ofSuspended",
    (SELECT count(*) FROM (SELECT 1 FROM access_tokens WHERE "revokedAt" IS NULL AND ("expiresAt" IS NULL OR "expiresAt" > now())
       GROUP BY "userId" HAVING count(*) > $1) owners)::int AS "access_tokens.overCap"`,
    [LIVE_TOKENS_MAX],
  );
  return row;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Stored files nothing refers to (local driver): every object must be an upload not yet claimed,
 * a video's original, playable copy, poster, poster variant or preview loop, or a user's current avatar or one of
 * its sizes; no temporary file may linger.
 */
export async function orphanObjects(t: TestApp): Promise<string[]> {
  const root = join(t.config.dataDir, 'objects');
  const [uploads, posterVariants, videos, avatars, exports] = await Promise.all([
    t.dataSource.query(`SELECT "objectKey" AS key FROM uploads WHERE "claimedAt" IS NULL`),
    t.dataSource.query(`SELECT jsonb_array_elements("posterVariants")->>'key' AS key FROM videos WHERE "posterVariants" IS NOT NULL`),
    t.dataSource.query(`SELECT unnest(ARRAY["videoUrl", "originalUrl", "thumbnailUrl", "previewUrl", "video720pUrl"]) AS url FROM videos`),
    t.dataSource.query(`SELECT "avatarUrl" AS url FROM users WHERE "avatarUrl" IS NOT NULL`),
    t.dataSource.query(`SELECT "userId", "id" FROM account_exports WHERE "status" = 'ready'`),
  ]);
  const keyOf = (row: { url: string | null }) => (row.url ? objectKeyFromPublicPath(row.url) : null);
  const avatarKeys = (avatars as Array<{ url: string | null }>).map(keyOf).filter((key): key is string => key !== null);
  const referenced = new Set<string>([
    ...([...uploads, ...posterVariants] as Array<{ key: string }>).map((row) => row.key),
    ...(videos as Array<{ url: string | null }>).map(keyOf).filter((key): key is string => key !== null),
    ...avatarKeys.flatMap((key) => avatarVariantsOf(key)?.map((variant) => variant.key) ?? [key]),
    ...(exports as Array<{ userId: string; id: string }>).map((row) => accountExportKey(row.userId, row.id)),
  ]);
  return (await filesUnder(root)).filter((file) => !referenced.has(file));
}
