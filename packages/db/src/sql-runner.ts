/** A DataSource or a transaction's EntityManager: anything that runs SQL with parameters. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}
