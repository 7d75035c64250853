import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

export const avatarStatements = statements('avatars', {
  /** $1's avatar, its row locked until the transaction ends. */
  lock: `SELECT "avatarUrl" FROM "users" WHERE "id" = $1 FOR UPDATE`,
  set: `UPDATE "users" SET "avatarUrl" = $2, "updatedAt" = now() WHERE "id" = $1`,
});

const sql = avatarStatements;

/** The avatar an account shows (its public path). */
export const avatarsRepository = {
  /** Locks the account row; answers its current avatar. */
  async lock(db: SqlRunner, userId: string): Promise<string | null> {
    const [row] = (await db.query(sql.lock, [userId])) as Array<{ avatarUrl: string | null }>;
    return row?.avatarUrl ?? null;
  },

  async set(db: SqlRunner, userId: string, avatarUrl: string): Promise<void> {
    await db.query(sql.set, [userId, avatarUrl]);
  },
};
