import { AfterCursor, PageRequest, laterPageSql, readPage } from '../keyset';
import { hiddenAccount } from '../predicates/account-state';
import { blockedBetween, notBlockedBetween } from '../predicates/viewer-filters';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

export type FollowDirection = 'followers' | 'following';

/** A person in a followers/following list, with whether the viewer follows them. */
export interface FollowUserRow {
  id: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  bio: string;
  followId: string;
  followedAt: string;
  isFollowing: boolean;
}

/**
 * Who follows $2 ('followers') or whom $2 follows ('following'), newest follow first, with whether
 * $1 (the viewer, may be null) follows each; hidden accounts (suspended or being deleted) and accounts
 * the viewer blocked or was blocked by are left out.
 */
export function followPageSql(direction: FollowDirection) {
  const [listed, owner] = direction === 'followers' ? ['followerId', 'followingId'] : ['followingId', 'followerId'];
  return (after: AfterCursor) =>
    `SELECT u."id", u."username", u."displayName", u."avatarUrl", u."bio", f."id" AS "followId", f."createdAt"::text AS "followedAt",
            EXISTS (SELECT 1 FROM "follows" mine WHERE mine."followerId" = $1::uuid AND mine."followingId" = u."id") AS "isFollowing"
     FROM "follows" f JOIN "users" u ON u."id" = f."${listed}"
     WHERE f."${owner}" = $2 ${after('f."createdAt"', 'f."id"')} AND NOT ${hiddenAccount('u')} AND ${notBlockedBetween('$1', 'u."id"')}
     ORDER BY f."createdAt" DESC, f."id" DESC`;
}

export const followStatements = statements('follows', {
  /** Whether $1 follows $2. */
  isFollowing: `SELECT 1 FROM "follows" WHERE "followerId" = $1 AND "followingId" = $2`,
  page: rendered((direction: FollowDirection) => laterPageSql(followPageSql(direction), 2), ['followers'], ['following']),
  /** Whether $1 and $2 blocked each other (either way): no follow can be made between them. */
  blocked: `SELECT ${blockedBetween('$1::uuid', '$2::uuid')} AS "blocked"`,
  /** $1 follows $2 (nothing when already so); returns the new row's id. */
  insert: `INSERT INTO "follows" ("followerId", "followingId") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "id"`,
  /** $1 no longer follows $2. */
  delete: `DELETE FROM "follows" WHERE "followerId" = $1 AND "followingId" = $2`,
  /** Locks both users' rows in id order (two people following each other never deadlock), with whether each is hidden. */
  lockPair: `SELECT u."id", ${hiddenAccount('u')} AS "hidden" FROM "users" u WHERE u."id" IN ($1, $2) ORDER BY u."id" FOR NO KEY UPDATE`,
  followersCount: `SELECT "followersCount" FROM "users" WHERE "id" = $1`,
  moveFollowingCount: `UPDATE "users" SET "followingCount" = "followingCount" + $2 WHERE "id" = $1`,
  moveFollowersCount: `UPDATE "users" SET "followersCount" = "followersCount" + $2 WHERE "id" = $1 RETURNING "followersCount"`,
  /** $2 exists, is not hidden, and did not block the viewer $1 nor was blocked by them. */
  listable: `SELECT 1 FROM "users" u WHERE u."id" = $2 AND NOT ${hiddenAccount('u')} AND ${notBlockedBetween('$1', 'u."id"')}`,
});

const sql = followStatements;

/** The follows table and the follower counters it moves. */
export const followsRepository = {
  async isFollowing(db: SqlRunner, followerId: string, targetId: string): Promise<boolean> {
    const rows = (await db.query(sql.isFollowing, [followerId, targetId])) as unknown[];
    return rows.length > 0;
  },

  page(db: SqlRunner, direction: FollowDirection, userId: string, viewerId: string | null, page: PageRequest) {
    return readPage<FollowUserRow>(db, page, {
      sql: followPageSql(direction),
      params: [viewerId, userId],
      positionOf: (row) => ({ key: row.followedAt, id: row.followId }),
    });
  },

  async isListable(db: SqlRunner, userId: string, viewerId: string | null): Promise<boolean> {
    const rows = (await db.query(sql.listable, [viewerId, userId])) as unknown[];
    return rows.length > 0;
  },

  lockPair(db: SqlRunner, a: string, b: string): Promise<Array<{ id: string; hidden: boolean }>> {
    return db.query(sql.lockPair, [a, b]) as Promise<Array<{ id: string; hidden: boolean }>>;
  },

  async blockedEitherWay(db: SqlRunner, a: string, b: string): Promise<boolean> {
    const [{ blocked }] = (await db.query(sql.blocked, [a, b])) as Array<{ blocked: boolean }>;
    return blocked;
  },

  /** Whether a row was added. */
  async insert(db: SqlRunner, followerId: string, followingId: string): Promise<boolean> {
    const rows = (await db.query(sql.insert, [followerId, followingId])) as unknown[];
    return rows.length > 0;
  },

  /** Whether a row was removed. */
  async delete(db: SqlRunner, followerId: string, followingId: string): Promise<boolean> {
    // TypeORM answers a DELETE with [rows, affectedCount].
    const [, count] = (await db.query(sql.delete, [followerId, followingId])) as [unknown[], number];
    return count > 0;
  },

  async followersCount(db: SqlRunner, userId: string): Promise<number> {
    const [row] = (await db.query(sql.followersCount, [userId])) as Array<{ followersCount: number }>;
    return row.followersCount;
  },

  /** Moves the follower's followingCount and the target's followersCount by `delta`; returns the target's new count. */
  async moveCounters(db: SqlRunner, followerId: string, targetId: string, delta: 1 | -1): Promise<number> {
    await db.query(sql.moveFollowingCount, [followerId, delta]);
    const [rows] = (await db.query(sql.moveFollowersCount, [targetId, delta])) as [Array<{ followersCount: number }>, number];
    return rows[0].followersCount;
  },
};
