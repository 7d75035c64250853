import { blockedBetween, hiddenAccount, notBlockedBetween } from '@genalpha/shared';
import { AfterCursor } from '../common/keyset';

export type FollowDirection = 'followers' | 'following';

/** The SQL of the follows table, used by FollowsService and by the benchmark's plan checks. */
export const followQueries = {
  /** Whether $1 follows $2. */
  isFollowing: `SELECT 1 FROM "follows" WHERE "followerId" = $1 AND "followingId" = $2`,

  /**
   * Who follows $2 ('followers') or whom $2 follows ('following'), newest follow first, with whether
   * $1 (the viewer, may be null) follows each; hidden accounts (suspended or being deleted) and accounts
   * the viewer blocked or was blocked by are left out.
   */
  page: (direction: FollowDirection) => {
    const [listed, owner] = direction === 'followers' ? ['followerId', 'followingId'] : ['followingId', 'followerId'];
    return (after: AfterCursor) =>
      `SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", f."id" AS "followId", f."createdAt"::text AS "followedAt",
              EXISTS (SELECT 1 FROM "follows" mine WHERE mine."followerId" = $1::uuid AND mine."followingId" = u."id") AS "isFollowing"
       FROM "follows" f JOIN "users" u ON u."id" = f."${listed}"
       WHERE f."${owner}" = $2 ${after('f."createdAt"', 'f."id"')} AND NOT ${hiddenAccount('u')} AND ${notBlockedBetween('$1', 'u."id"')}
       ORDER BY f."createdAt" DESC, f."id" DESC`;
  },

  /** Whether $1 and $2 blocked each other (either way): no follow can be made between them. */
  blocked: `SELECT ${blockedBetween('$1::uuid', '$2::uuid')} AS "blocked"`,

  /** $1 follows $2 (nothing when already so); returns the new row's id. */
  insert: `INSERT INTO "follows" ("followerId", "followingId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "id"`,

  /** $1 no longer follows $2. */
  delete: `DELETE FROM "follows" WHERE "followerId" = $1 AND "followingId" = $2`,
};
