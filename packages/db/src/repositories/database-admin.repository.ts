import { PgClient } from '../sql-runner';
import { rendered, statements } from '../statements';

/** A database name as SQL writes it: quoted, so any name the caller made is taken as it is. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A text literal (COMMENT ON takes no parameter). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export const databaseAdminStatements = statements('database-admin', {
  databaseExists: `SELECT 1 FROM pg_database WHERE datname = $1`,
  /** The databases whose names match the LIKE pattern $1. */
  databasesLike: `SELECT datname FROM pg_database WHERE datname LIKE $1`,
  create: rendered((name: string) => `CREATE DATABASE ${quoted(name)}`, ['genalpha_bench']),
  createFromTemplate: rendered(
    (name: string, template: string) => `CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`,
    ['ga_t_local_0a1b2c3d4e', 'ga_t_local_template'],
  ),
  drop: rendered((name: string) => `DROP DATABASE IF EXISTS ${quoted(name)}`, ['ga_t_local_template']),
  /** Drops it even while sessions are connected (they are ended). */
  dropForce: rendered((name: string) => `DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`, ['ga_t_local_0a1b2c3d4e']),
  /** The connected database's comment (null when it has none). */
  comment: `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = current_database()`,
  setComment: rendered(
    (name: string, comment: string | null) => `COMMENT ON DATABASE ${quoted(name)} IS ${comment === null ? 'NULL' : literal(comment)}`,
    ['genalpha_bench', null],
    ['genalpha_bench', '{"users":2000}'],
  ),
  serverVersion: `SHOW server_version`,
  /** Deadlocks PostgreSQL detected in the connected database since its statistics were reset. */
  deadlocks: `SELECT deadlocks::int AS n FROM pg_stat_database WHERE datname = current_database()`,
  analyze: `ANALYZE`,
  vacuumAnalyze: `VACUUM ANALYZE`,
});

const sql = databaseAdminStatements;

/** Databases on a server (create, drop, comment), its version and statistics, and maintenance. */
export const databaseAdminRepository = {
  async exists(db: PgClient, name: string): Promise<boolean> {
    const { rowCount } = await db.query(sql.databaseExists, [name]);
    return Boolean(rowCount);
  },

  /** Creates the database unless it exists; returns whether it did. */
  async ensure(db: PgClient, name: string): Promise<boolean> {
    if (await databaseAdminRepository.exists(db, name)) return false;
    await db.query(sql.create.render(name));
    return true;
  },

  async create(db: PgClient, name: string, template?: string): Promise<void> {
    await db.query(template === undefined ? sql.create.render(name) : sql.createFromTemplate.render(name, template));
  },

  /** Drops the database if it exists; `force` ends the sessions connected to it first. */
  async drop(db: PgClient, name: string, { force = false } = {}): Promise<void> {
    await db.query(force ? sql.dropForce.render(name) : sql.drop.render(name));
  },

  async namesLike(db: PgClient, pattern: string): Promise<string[]> {
    const { rows } = await db.query(sql.databasesLike, [pattern]);
    return (rows as Array<{ datname: string }>).map((row) => row.datname);
  },

  /** The connected database's comment, or null. */
  async comment(db: PgClient): Promise<string | null> {
    const { rows } = await db.query(sql.comment);
    return (rows as Array<{ comment: string | null }>)[0]?.comment ?? null;
  },

  async setComment(db: PgClient, name: string, comment: string | null): Promise<void> {
    await db.query(sql.setComment.render(name, comment));
  },

  async serverVersion(db: PgClient): Promise<string> {
    const { rows } = await db.query(sql.serverVersion);
    return (rows as Array<{ server_version: string }>)[0].server_version;
  },

  async deadlocks(db: PgClient): Promise<number> {
    const { rows } = await db.query(sql.deadlocks);
    return (rows as Array<{ n: number }>)[0].n;
  },

  /** Fresh planner statistics for every table. */
  async analyze(db: PgClient): Promise<void> {
    await db.query(sql.analyze);
  },

  /** As autovacuum leaves a live database: hint bits set, the visibility map filled, statistics fresh. */
  async vacuumAnalyze(db: PgClient): Promise<void> {
    await db.query(sql.vacuumAnalyze);
  },
};
