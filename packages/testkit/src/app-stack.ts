import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { API_NODE_FLAGS, freePort } from '@genalpha/launcher';
import { REPO_ROOT, hasExited, spawnLogged, stopProcess, until } from './processes';

export interface AppStackOptions {
  databaseUrl: string;
  redisUrl: string;
  /** DATA_DIR of the API and the worker (stored objects). */
  dataDir: string;
  /** api.log and worker.log are written here. */
  logsDir: string;
  /** More environment for both processes (RATE_LIMIT_SCALE, …); it wins over the defaults. */
  env?: NodeJS.ProcessEnv;
}

export interface AppStack {
  baseUrl: string;
  dataDir: string;
  logsDir: string;
  api: ChildProcess;
  worker: ChildProcess;
  redisPrefix: string;
  /** Stops both processes and deletes the run's Redis keys. */
  stop(): Promise<void>;
}

/** Deletes every Redis key under a prefix (a run's queues, rate counters, view counters). */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * The production build (`npm run build` first) as `npm start` runs it: the API and the worker on
 * the given database and Redis, a Redis key prefix of their own and a free port of 127.0.0.1,
 * ready (GET /api/health/ready answers 200) when this resolves. Used by the bench and the browser suite.
 */
export async function startAppStack(options: AppStackOptions): Promise<AppStack> {
  mkdirSync(options.logsDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const redisPrefix = `stack-${randomBytes(4).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const start = (name: string, args: string[]) => spawnLogged(process.execPath, args, { cwd: REPO_ROOT, env, logFile: join(options.logsDir, `${name}.log`) });
  const api = start('api', [...API_NODE_FLAGS, join(REPO_ROOT, 'backend/dist/main.js')]);
  const worker = start('worker', [join(REPO_ROOT, 'worker/dist/main.js')]);
  const stop = async () => {
    await Promise.all([stopProcess(api), stopProcess(worker)]);
    await deleteRedisKeys(options.redisUrl, redisPrefix).catch((error: Error) => console.warn(`Redis keys under ${redisPrefix} not removed: ${error.message}`));
  };
  try {
    await until(
      `the API to be ready at ${baseUrl}`,
      async () => {
        if (hasExited(api) || hasExited(worker)) throw new Error('the API or the worker exited during start-up');
        return fetch(`${baseUrl}/api/health/ready`).then(
          (res) => res.ok,
          () => false,
        );
      },
      90_000,
      250,
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message} (logs in ${options.logsDir})`, { cause: error });
  }
  return { baseUrl, dataDir: options.dataDir, logsDir: options.logsDir, api, worker, redisPrefix, stop };
}
