import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { databaseAdminRepository } from '@genalpha/db';
import { REDIS_INSTALL_HINT, postgresAnswers, redisAnswers, redisServerInstalled, startEmbeddedPostgres, startRedisServer } from './services';

/** Everything `npm start` needs that a fresh machine may lack: a database, Redis and a session secret, kept under the data folder. */

export type Say = (message: string) => void;

/** For commands without a logger of their own (the bench). */
export const sayOnConsole: Say = (message) => console.log(`[genalpha] ${message}`);

/** Kept under the data folder so sessions survive restarts. */
export function ensureSessionSecret(dataDir: string, say: Say): string {
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    say(`generated a session secret in ${file}`);
  }
  return readFileSync(file, 'utf8').trim();
}

export interface LocalDatabase {
  /** The database 'genalpha' on the embedded server. */
  url: string;
  port: number;
  databaseDir: string;
  stop(): Promise<void>;
}

/** The embedded PostgreSQL with its data under <dataDir>/postgres, on a free port, holding the database 'genalpha'. */
export async function startLocalDatabase(dataDir: string, say: Say): Promise<LocalDatabase> {
  const databaseDir = resolve(dataDir, 'postgres');
  const credentialsFile = resolve(dataDir, 'postgres-password');
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(credentialsFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(credentialsFile, 'utf8').trim();
  const server = await startEmbeddedPostgres({ databaseDir, password, persistent: true, say });
  const admin = new Client({ connectionString: server.adminUrl });
  await admin.connect();
  await databaseAdminRepository.ensure(admin, 'genalpha');
  await admin.end();
  say(`embedded PostgreSQL on port ${server.port}`);
  const url = new URL(server.adminUrl);
  url.pathname = '/genalpha';
  return { url: url.toString(), port: server.port, databaseDir, stop: server.stop };
}

/** The database 'genalpha' of the embedded PostgreSQL already running on <dataDir>/postgres (npm start's), or null. */
export async function runningLocalDatabase(dataDir: string): Promise<string | null> {
  let pidFile: string;
  let password: string;
  try {
    pidFile = readFileSync(resolve(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    password = readFileSync(resolve(dataDir, 'postgres-password'), 'utf8').trim();
  } catch {
    return null;
  }
  // postmaster.pid: the server's process id, its data folder, when it started, then its port.
  const port = Number(pidFile.split('\n')[3]);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/genalpha`;
  return (await postgresAnswers(url)) ? url : null;
}

export class RedisUnavailableError extends Error {}

/** Uses the Redis at url; if none answers and redis-server is installed, starts one on url's port with its data under <dataDir>/redis. */
export async function ensureRedis(url: string, dataDir: string, say: Say): Promise<ChildProcess | undefined> {
  if (await redisAnswers(url)) return undefined;
  const parsed = new URL(url);
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(parsed.hostname);
  if (!local || !redisServerInstalled()) {
    throw new RedisUnavailableError(
      [
        `Redis is not reachable at ${url}.`,
        'GenAlpha needs Redis for its job queue and rate limits. Either:',
        `  - ${REDIS_INSTALL_HINT} and run npm start again, or`,
        '  - set REDIS_URL to a Redis server you have (e.g. REDIS_URL=redis://my-host:6379).',
      ].join('\n'),
    );
  }
  const dir = resolve(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = Number(parsed.port || 6379);
  say(`starting redis-server on port ${port} (data in ${dir})`);
  try {
    return await startRedisServer({ port, dataDir: dir });
  } catch (error) {
    throw new RedisUnavailableError((error as Error).message);
  }
}
