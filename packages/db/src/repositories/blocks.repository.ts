import { AfterCursor, PageRequest, laterPageSql, readPage } from '../keyset';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/** Someone in a blocked or muted list, and when the list's row was made (full precision, the keyset). */
export interface ListedUserRow {
  id: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  listedAt: string;
}

/** Selects a ListedUserRow from `users u` and the list's row `x`. */
export const LISTED_USER = `u."id", u."username", u."displayName", u."avatarUrl", x."createdAt"::text AS "listedAt"`;

/** Whom $1 blocked, newest first. */
export const blocksPageSql = (after: AfterCursor) => `
    SELECT ${LISTED_USER} FROM "user_blocks" x JOIN "users" u ON u."id" = x."blockedId"
    WHERE x."blockerId" = $1 ${after('x."createdAt"', 'x."blockedId"')}
    ORDER BY x."createdAt" DESC, x."blockedId" DESC`;

export const blockStatements = statements('blocks', {
  /** Locks users $1 and $2 in id order (as following does, so a block and a follow between them run one after the other); returns who exists. */
  lockPair: `SELECT u."id" FROM "users" u WHERE u."id" IN ($1, $2) ORDER BY u."id" FOR NO KEY UPDATE`,
  /** Whether user $1 exists. */
  userExists: `SELECT "id" FROM "users" WHERE "id" = $1`,
  /** $1 blocks $2 (nothing when already so). */
  block: `INSERT INTO "user_blocks" ("blockerId", "blockedId") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
  /** $1 no longer blocks $2. */
  unblock: `DELETE FROM "user_blocks" WHERE "blockerId" = $1 AND "blockedId" = $2`,
  /** Removes the follows between $1 and $2 both ways, returning each removed row's ends. */
  unfollowBothWays: `DELETE FROM "follows" WHERE ("followerId" = $1 AND "followingId" = $2) OR ("followerId" = $2 AND "followingId" = $1)
                     RETURNING "followerId", "followingId"`,
  /** One follow fewer from $1 to $2: both counters. */
  followRemoved: `UPDATE "users" SET
                    "followingCount" = CASE WHEN "id" = $1 THEN GREATEST("followingCount" - 1, 0) ELSE "followingCount" END,
                    "followersCount" = CASE WHEN "id" = $2 THEN GREATEST("followersCount" - 1, 0) ELSE "followersCount" END
                  WHERE "id" IN ($1, $2)`,
  /** Whom $1 blocked and who blocked $1 (blockedBetween's users, for a list already read). */
  between: `SELECT "blockedId" AS "id" FROM "user_blocks" WHERE "blockerId" = $1 UNION SELECT "blockerId" FROM "user_blocks" WHERE "blockedId" = $1`,
  page: rendered(() => laterPageSql(blocksPageSql, 1), []),
});

const sql = blockStatements;

/** The blocks between accounts (user_blocks), and the follows a block removes. */
export const blocksRepository = {
  /** Locks both users' rows in id order; answers the ids that exist. */
  async lockPair(db: SqlRunner, a: string, b: string): Promise<string[]> {
    const rows = (await db.query(sql.lockPair, [a, b])) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  },

  async userExists(db: SqlRunner, userId: string): Promise<boolean> {
    const rows = (await db.query(sql.userExists, [userId])) as unknown[];
    return rows.length > 0;
  },

  async block(db: SqlRunner, blockerId: string, blockedId: string): Promise<void> {
    await db.query(sql.block, [blockerId, blockedId]);
  },

  async unblock(db: SqlRunner, blockerId: string, blockedId: string): Promise<void> {
    await db.query(sql.unblock, [blockerId, blockedId]);
  },

  /** Removes the follows between the two both ways and moves the counters of each; answers the removed follows. */
  async unfollowBothWays(db: SqlRunner, a: string, b: string): Promise<Array<{ followerId: string; followingId: string }>> {
    // TypeORM answers a DELETE … RETURNING with [rows, affectedCount].
    const [removed] = (await db.query(sql.unfollowBothWays, [a, b])) as [Array<{ followerId: string; followingId: string }>, number];
    for (const follow of removed) await db.query(sql.followRemoved, [follow.followerId, follow.followingId]);
    return removed;
  },

  /** The users `userId` blocked or was blocked by. */
  async between(db: SqlRunner, userId: string): Promise<Set<string>> {
    const rows = (await db.query(sql.between, [userId])) as Array<{ id: string }>;
    return new Set(rows.map((row) => row.id));
  },

  page(db: SqlRunner, blockerId: string, page: PageRequest) {
    return readPage<ListedUserRow>(db, page, { sql: blocksPageSql, params: [blockerId], positionOf: (row) => ({ key: row.listedAt, id: row.id }) });
  },
};
