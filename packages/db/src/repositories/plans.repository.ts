import { PgClient } from '../sql-runner';
import { rendered, statements } from '../statements';

/** A statement another book declared, with the parameters and settings to run it with (the bench's hot queries). */
export interface PlannedQuery {
  text: string;
  values: unknown[];
  /** Settings its service runs it with (set before, reset after). */
  settings?: Readonly<Record<string, string>>;
}

export const planStatements = statements('plans', {
  setConfig: `SELECT set_config($1, $2, false)`,
  reset: rendered((setting: string) => `RESET ${setting}`, ['enable_seqscan']),
  explain: rendered((text: string) => `EXPLAIN (ANALYZE, BUFFERS) ${text}`, ['SELECT 1']),
  /**
   * Tables that grow with activity rather than with the number of people: at least five times
   * as many rows as users (by the planner's estimate).
   */
  largeTables: `
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.reltuples >= 5 * (SELECT greatest(reltuples, 1) FROM pg_class WHERE relname = 'users' AND relkind = 'r')`,
});

const sql = planStatements;

async function withSettings<T>(db: PgClient, settings: Readonly<Record<string, string>> | undefined, work: () => Promise<T>): Promise<T> {
  const entries = Object.entries(settings ?? {});
  for (const [name, value] of entries) await db.query(sql.setConfig, [name, value]);
  try {
    return await work();
  } finally {
    for (const [name] of entries) await db.query(sql.reset.render(name));
  }
}

/** Query plans of the statements the API runs, and the statements themselves run bare. */
export const plansRepository = {
  /** The lines of EXPLAIN (ANALYZE, BUFFERS) of `query`, run with its settings. */
  explain(db: PgClient, query: PlannedQuery): Promise<string[]> {
    return withSettings(db, query.settings, async () => {
      const { rows } = await db.query(sql.explain.render(query.text), query.values);
      return (rows as Array<Record<string, string>>).map((row) => row['QUERY PLAN']);
    });
  },

  /** Tables with at least five times as many rows as users: a sequential scan of one in a hot query is a fault. */
  async largeTables(db: PgClient): Promise<Set<string>> {
    const { rows } = await db.query(sql.largeTables);
    return new Set((rows as Array<{ relname: string }>).map((row) => row.relname));
  },

  /** The rows of `query`, run bare (the reference servers answer with the API's own feed statement, on a pool). */
  async rows<T>(db: PgClient, query: Pick<PlannedQuery, 'text' | 'values'>): Promise<T[]> {
    return (await db.query(query.text, query.values)).rows as T[];
  },
};
