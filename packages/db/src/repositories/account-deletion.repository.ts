import { SqlRunner } from '../sql-runner';
import { rendered, statements } from '../statements';

/**
 * Rows an account owns in `table` (found by `owner`), each touching `touched` of someone else's: the
 * purge deletes them a batch at a time and recounts what the batch touched.
 */
export interface OwnedRows {
  table: string;
  owner: string;
  touched?: string;
}

/** $1 the account, $2 the batch size: deletes a batch of its rows of `step`, answering what each touched (or null). */
function deleteOwnedSql(step: OwnedRows): string {
  const touched = step.touched ? `"${step.touched}"` : 'NULL';
  return `WITH gone AS (
           DELETE FROM "${step.table}" WHERE ctid = ANY(ARRAY(SELECT ctid FROM "${step.table}" WHERE "${step.owner}" = $1 LIMIT $2)) RETURNING ${touched} AS id
         ) SELECT id FROM gone`;
}

export const accountDeletionStatements = statements('account-deletion', {
  /** Deletes $1, due in $2 days, unless it already is; answers when. */
  schedule: `UPDATE "users" SET "deletionDueAt" = now() + make_interval(days => $2) WHERE "id" = $1 AND "deletionDueAt" IS NULL RETURNING "deletionDueAt"`,
  /** Keeps $1 while its purge is not yet due. */
  cancel: `UPDATE "users" SET "deletionDueAt" = NULL WHERE "id" = $1 AND "deletionDueAt" > now() RETURNING "id"`,
  due: `SELECT "id" FROM "users" WHERE "deletionDueAt" <= now() ORDER BY "deletionDueAt"`,
  videos: `SELECT "id", "originalUrl" FROM "videos" WHERE "userId" = $1 LIMIT $2`,
  deleteVideo: `DELETE FROM "videos" WHERE "id" = $1`,
  deleteOwned: rendered(deleteOwnedSql, [{ table: 'likes', owner: 'userId', touched: 'videoId' }], [{ table: 'notifications', owner: 'userId' }]),
  /** The account row goes last, and only while its purge is due. */
  deleteAccount: `DELETE FROM "users" WHERE "id" = $1 AND "deletionDueAt" <= now()`,
});

const sql = accountDeletionStatements;

/** Deleting an account: scheduling and cancelling it, and the purge of everything it owned once due. */
export const accountDeletionRepository = {
  /** When the purge is due, or null when the account is already being deleted. */
  async schedule(db: SqlRunner, userId: string, graceDays: number): Promise<Date | null> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [rows] = (await db.query(sql.schedule, [userId, graceDays])) as [Array<{ deletionDueAt: Date }>, number];
    return rows[0]?.deletionDueAt ?? null;
  },

  /** Whether the deletion was cancelled. */
  async cancel(db: SqlRunner, userId: string): Promise<boolean> {
    const [rows] = (await db.query(sql.cancel, [userId])) as [unknown[], number];
    return rows.length > 0;
  },

  /** Accounts whose purge is due, the longest due first. */
  async due(db: SqlRunner): Promise<string[]> {
    const rows = (await db.query(sql.due)) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  },

  videos(db: SqlRunner, userId: string, limit: number): Promise<Array<{ id: string; originalUrl: string }>> {
    return db.query(sql.videos, [userId, limit]) as Promise<Array<{ id: string; originalUrl: string }>>;
  },

  async deleteVideo(db: SqlRunner, videoId: string): Promise<void> {
    await db.query(sql.deleteVideo, [videoId]);
  },

  /** Deletes up to `limit` of the account's rows of `step`; answers the ids they touched (null when `step` touches nothing). */
  async deleteOwned(db: SqlRunner, step: OwnedRows, userId: string, limit: number): Promise<Array<string | null>> {
    const rows = (await db.query(deleteOwnedSql(step), [userId, limit])) as Array<{ id: string | null }>;
    return rows.map((row) => row.id);
  },

  async deleteAccount(db: SqlRunner, userId: string): Promise<void> {
    await db.query(sql.deleteAccount, [userId]);
  },
};
