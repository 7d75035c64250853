import { SqlRunner } from '../sql-runner';

/**
 * Marks an export that is still building as failed: the API when its job could not be queued, the
 * worker when its last attempt failed. A failed export does not count toward the day's one.
 */
export async function markExportFailed(db: SqlRunner, exportId: string): Promise<void> {
  await db.query(`UPDATE "account_exports" SET "status" = 'failed' WHERE "id" = $1 AND "status" = 'building'`, [exportId]);
}
