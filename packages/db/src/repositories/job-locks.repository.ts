import { SqlRunner } from '../sql-runner';
import { statements } from '../statements';

/** Session advisory locks by name ($1), held by one connection: a killed worker releases them with its session. */
export const jobLockStatements = statements('job-locks', {
  tryLock: `SELECT pg_try_advisory_lock(hashtext($1)) AS locked`,
  unlock: `SELECT pg_advisory_unlock(hashtext($1))`,
});

/** Run on one dedicated connection (a QueryRunner): the lock belongs to it. */
export const jobLocksRepository = {
  /** Whether the lock was taken (false: another session holds it). */
  async tryLock(connection: SqlRunner, key: string): Promise<boolean> {
    const [{ locked }] = (await connection.query(jobLockStatements.tryLock, [key])) as Array<{ locked: boolean }>;
    return locked;
  },

  async unlock(connection: SqlRunner, key: string): Promise<void> {
    await connection.query(jobLockStatements.unlock, [key]);
  },
};
