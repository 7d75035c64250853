import { AfterCursor, PageRequest, laterPageSql, readPage } from '../keyset';
import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';
import { LISTED_USER, ListedUserRow } from './blocks.repository';

/** Whom $1 muted, newest first. */
export const mutesPageSql = (after: AfterCursor) => `
    SELECT ${LISTED_USER} FROM "user_mutes" x JOIN "users" u ON u."id" = x."mutedId"
    WHERE x."muterId" = $1 ${after('x."createdAt"', 'x."mutedId"')}
    ORDER BY x."createdAt" DESC, x."mutedId" DESC`;

export const muteStatements = statements('mutes', {
  /** $1 mutes $2 (nothing when already so), when $2 exists; returns a row when $2 exists. */
  mute: `WITH target AS (SELECT "id" FROM "users" WHERE "id" = $2),
              added AS (INSERT INTO "user_mutes" ("muterId", "mutedId") SELECT $1, "id" FROM target ON CONFLICT DO NOTHING)
         SELECT 1 FROM target`,
  /** $1 no longer mutes $2; returns a row when $2 exists. */
  unmute: `WITH removed AS (DELETE FROM "user_mutes" WHERE "muterId" = $1 AND "mutedId" = $2)
           SELECT 1 FROM "users" WHERE "id" = $2`,
  page: rendered(() => laterPageSql(mutesPageSql, 1), []),
  /** $1's muted words and #tags. */
  mutedWords: `SELECT "mutedWords" FROM "users" WHERE "id" = $1`,
  /** Replaces $1's muted words and #tags with $2. */
  setMutedWords: `UPDATE "users" SET "mutedWords" = $2::text[] WHERE "id" = $1 RETURNING "mutedWords"`,
});

const sql = muteStatements;

/** The mutes of accounts (user_mutes) and each account's muted words and #tags. */
export const mutesRepository = {
  /** `muterId` mutes (`muted`) or no longer mutes `mutedId`; false when that account does not exist. */
  async setMuted(db: SqlRunner, muterId: string, mutedId: string, muted: boolean): Promise<boolean> {
    const found = (await db.query(muted ? sql.mute : sql.unmute, [muterId, mutedId])) as unknown[];
    return found.length > 0;
  },

  page(db: SqlRunner, muterId: string, page: PageRequest) {
    return readPage<ListedUserRow>(db, page, { sql: mutesPageSql, params: [muterId], positionOf: (row) => ({ key: row.listedAt, id: row.id }) });
  },

  async mutedWords(db: SqlRunner, userId: string): Promise<string[]> {
    const [row] = (await db.query(sql.mutedWords, [userId])) as Array<{ mutedWords: string[] }>;
    return row?.mutedWords ?? [];
  },

  /** Answers the words as stored. */
  async setMutedWords(db: SqlRunner, userId: string, words: string[]): Promise<string[]> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affectedCount].
    const [[row]] = (await db.query(sql.setMutedWords, [userId, words])) as [Array<{ mutedWords: string[] }>, number];
    return row.mutedWords;
  },
};
