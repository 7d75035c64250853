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
