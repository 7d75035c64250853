import { Keyset } from '@genalpha/backend/dist/common/pagination';
import { keysetQuery, videoQueries } from '@genalpha/backend/dist/videos/video-queries';
import { SeedFacts } from '../bench-context';

export interface HotQuery {
  name: string;
  text: string;
  values: unknown[];
  /** Where the SQL comes from: imported from the module, or replicated from its source. */
  source: 'imported' | 'replicated';
}

const PAGE = 24;

// Replicated from CreatorsService.list (backend/src/creators/creators.service.ts), which does not export its SQL.
const CREATOR_ORDER: Record<string, string> = {
  userNumber: 's."userNumber" ASC',
  totalViews: 's."totalViews" DESC, s."userNumber" ASC',
  totalLikes: 's."totalLikes" DESC, s."userNumber" ASC',
  followersCount: 's."followersCount" DESC, s."userNumber" ASC',
  videosCount: 's."videosCount" DESC, s."userNumber" ASC',
};
const CREATORS_FROM = `FROM "creator_stats" s JOIN "users" u ON u."id" = s."userId" WHERE u."username" IS NOT NULL`;
const CREATORS_SEARCH = ` AND (u."username" ILIKE $1 OR u."displayName" ILIKE $1)`;
const CREATOR_COLUMNS = `u."id", u."username", u."displayName", u."avatarUrl", s."userNumber", s."totalViews", s."totalLikes", s."followersCount", s."videosCount"`;

/** Every query a busy page runs, with parameters that give it real work on the seeded data. */
export function hotQueries(facts: SeedFacts, deepKeyset: Keyset): HotQuery[] {
  const viewer = facts.liker.id;
  const video = facts.popularVideoIds[0];
  const imported = (name: string, query: { text: string; values: unknown[] }): HotQuery => ({ name, ...query, source: 'imported' });
  const replicated = (name: string, text: string, values: unknown[]): HotQuery => ({ name, text, values, source: 'replicated' });
  return [
    imported('feed, first page', keysetQuery(videoQueries.feed, [viewer], undefined, PAGE)),
    imported('feed, deep page', keysetQuery(videoQueries.feed, [viewer], deepKeyset, PAGE)),
    imported("a user's videos (top creator)", keysetQuery((after) => videoQueries.byCreator(after, false), [viewer, facts.topCreator.id], undefined, PAGE)),
    imported('liked videos (top liker)', keysetQuery(videoQueries.likedBy, [viewer, viewer], undefined, PAGE)),
    imported('video detail', { text: videoQueries.visible, values: [viewer, video] }),
    // CommentsService.list (backend/src/comments/comments.service.ts)
    replicated(
      'comments of the most commented video',
      `SELECT c."id", c."text", c."userId", c."likesCount", c."createdAt", c."createdAt"::text AS "cursorAt",
              u."username", u."displayName", u."avatarUrl",
              EXISTS (SELECT 1 FROM "comment_likes" l WHERE l."commentId" = c."id" AND l."userId" = $1::uuid) AS "isLiked"
       FROM "comments" c JOIN "users" u ON u."id" = c."userId"
       WHERE c."videoId" = $2
       ORDER BY c."createdAt", c."id"
       LIMIT $3`,
      [viewer, video, PAGE + 1],
    ),
    // NotificationsService.list and unreadCount (backend/src/notifications/notifications.service.ts)
    replicated(
      'notifications list',
      `WITH n AS (SELECT * FROM "notifications" WHERE "userId" = $1 ORDER BY "createdAt" DESC, "id" DESC LIMIT $2)
       SELECT n."id", n."type", n."isRead", n."createdAt", n."createdAt"::text AS "cursorAt", n."videoId", n."commentId", n."actorId",
              a."username" AS "actorUsername", a."displayName" AS "actorDisplayName", a."avatarUrl" AS "actorAvatarUrl"
       FROM n JOIN "users" a ON a."id" = n."actorId"
       ORDER BY n."createdAt" DESC, n."id" DESC`,
      [facts.notified.id, PAGE + 1],
    ),
    replicated('notifications unread count', `SELECT count(*)::int AS "count" FROM "notifications" WHERE "userId" = $1 AND NOT "isRead"`, [facts.notified.id]),
    ...Object.entries(CREATOR_ORDER).map(([sort, order]) =>
      replicated(`creators by ${sort}`, `SELECT ${CREATOR_COLUMNS} ${CREATORS_FROM} ORDER BY ${order} LIMIT $1`, [100]),
    ),
    replicated('creators searched by q', `SELECT ${CREATOR_COLUMNS} ${CREATORS_FROM}${CREATORS_SEARCH} ORDER BY ${CREATOR_ORDER.totalViews} LIMIT $2`, ['%nova 1%', 100]),
    // CreatorsService.count: only when a page is full; without q it needs no join
    replicated('creators count (full leaderboard page)', `SELECT count(*)::int AS "total" FROM "creator_stats"`, []),
    replicated('creators count (full search page)', `SELECT count(*)::int AS "total" ${CREATORS_FROM}${CREATORS_SEARCH}`, ['%nova 1%']),
    // PgSessionStore.get (backend/src/auth/pg-session.store.ts): every signed-in request
    replicated('session lookup', `SELECT "sess" FROM "sessions" WHERE "sid" = $1 AND "expire" > now()`, ['bench-no-such-session']),
  ];
}
