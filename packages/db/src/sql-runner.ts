import { DataSource, QueryFailedError } from 'typeorm';

/** A DataSource or a transaction's EntityManager: anything that runs SQL with parameters. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * A node-postgres client or pool (the bench, the launcher and the test kit talk to PostgreSQL without
 * TypeORM): its rows come back in `rows`, where a SqlRunner answers with the rows themselves.
 */
export interface PgClient {
  query(sql: string, parameters?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/** What a TypeORM DataSource on PostgreSQL keeps as its pool: node-postgres, which runs named statements. */
interface NamedStatementPool {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const POOL = Symbol('node-postgres pool');

/**
 * A node-postgres pool as a SqlRunner that reads as a DataSource does (named statements, no query
 * runner): for the bench's bare reference servers, which run the API's SQL without TypeORM.
 */
export function pooledRunner(pool: NamedStatementPool & PgClient): SqlRunner {
  return { [POOL]: pool, query: async (sql: string, parameters?: unknown[]) => (await pool.query(sql, parameters)).rows } as SqlRunner;
}

function poolOf(db: SqlRunner): NamedStatementPool | undefined {
  if (db instanceof DataSource) return (db.driver as unknown as { master?: NamedStatementPool }).master;
  return (db as { [POOL]?: NamedStatementPool })[POOL];
}

/**
 * Runs a read on a DataSource's pool itself, without the query runner TypeORM makes for each query
 * (about 27 µs of the feed's 2.2 ms of CPU in a profile, bench/RESULTS.md), failing as TypeORM does; a
 * transaction's runner, or anything but a DataSource, runs it as it would.
 */
export async function queryPooled(db: SqlRunner, text: string, parameters: unknown[], name?: string): Promise<unknown[]> {
  const pool = poolOf(db);
  if (!pool) return (await db.query(text, parameters)) as unknown[];
  try {
    return (await pool.query(name ? { name, text, values: parameters } : { text, values: parameters })).rows;
  } catch (error) {
    throw new QueryFailedError(text, parameters, error as Error);
  }
}

/**
 * Runs `text` as the named statement `name`: each pooled connection parses it once, and PostgreSQL
 * plans it once after five runs (a generic plan) instead of on every request. For hot reads whose
 * planning costs more than their execution (decision 0036); a transaction's runner, or anything but a
 * DataSource, runs it unnamed.
 */
export function queryNamed(db: SqlRunner, name: string, text: string, parameters: unknown[]): Promise<unknown[]> {
  return queryPooled(db, text, parameters, name);
}
