import { EntityManager } from 'typeorm';

/**
 * The rows of any statement run inside a transaction (EntityManager.query answers
 * UPDATE and DELETE with [rows, rowCount] rather than the rows).
 */
export async function rowsOf<T>(m: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!m.queryRunner) throw new Error('rowsOf needs a transactional EntityManager');
  return (await m.queryRunner.query(sql, params, true)).records as T[];
}
