import { PUBLICLY_VISIBLE, hiddenAccount, mutedCreator, notBlockedBetween, AfterCursor } from '@genalpha/db';

/**
 * $1 is always the viewer (null for visitors). Video totals are live and match the creators
 * leaderboard (RECOMPUTE_CREATOR_STATS_SQL): visible videos counted, views summed over all.
 * likedCount counts what the liked-videos list shows, and only for those allowed to see it.
 */
const PROFILE_SELECT = `
  SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", u."location", u."website", u."joinedDate",
         u."followersCount", u."followingCount", u."likesPublic", u."userNumber", u."createdAt"::text AS "cursorAt",
         totals."videosCount", totals."totalViews",
         EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = $1::uuid AND f."followingId" = u."id") AS "isFollowing",
         ${mutedCreator('$1', 'u."id"')} AS "isMuted",
         CASE WHEN u."likesPublic" OR u."id" = $1::uuid THEN (
           SELECT count(*)::int FROM "likes" l JOIN "videos" v ON v."id" = l."videoId" WHERE l."userId" = u."id" AND ${PUBLICLY_VISIBLE}
         ) END AS "likedCount"
  FROM "users" u
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE ${PUBLICLY_VISIBLE})::int AS "videosCount", COALESCE(sum(v."viewsCount"), 0)::bigint AS "totalViews"
    FROM "videos" v WHERE v."userId" = u."id"
  ) totals`;

/**
 * A suspended or deleted account's profile is gone for everyone until the ban is lifted or the deletion cancelled (staff find it in the console);
 * a profile is gone for the viewer ($1) when either blocked the other, answered as for an account that does not exist.
 */
const SHOWN_TO_VIEWER = `NOT ${hiddenAccount('u')} AND ${notBlockedBetween('$1', 'u."id"')}`;

/** The read SQL of profiles, used by ProfilesService and by the benchmark's plan checks. $1 is the viewer. */
export const profileQueries = {
  /** The profile of user $2. */
  byId: `${PROFILE_SELECT} WHERE u."id" = $2 AND ${SHOWN_TO_VIEWER}`,
  /** The profile of username $2 (lowercase). */
  byUsername: `${PROFILE_SELECT} WHERE u."username" = $2 AND ${SHOWN_TO_VIEWER}`,
  /** Users who have created their profile (have a username), newest first. */
  page: (after: AfterCursor) =>
    `${PROFILE_SELECT} WHERE u."username" IS NOT NULL AND ${SHOWN_TO_VIEWER} ${after('u."createdAt"', 'u."id"')} ORDER BY u."createdAt" DESC, u."id" DESC`,
};
