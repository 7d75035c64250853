import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { freePort } from '@genalpha/backend/dist/launcher/local-services';
import { hasExited, startChild, stopChild } from './children';
import { REPO_ROOT } from './database';

export interface Stack {
  baseUrl: string;
  api: ChildProcess;
  worker: ChildProcess;
  dataDir: string;
  logsDir: string;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, children: ChildProcess[], logsDir: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (children.some(hasExited)) throw new Error(`the API or the worker exited during start-up; see ${logsDir}`);
    const ready = await fetch(`${url}/api/health/ready`).then((res) => res.ok, () => false);
    if (ready) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the API did not become ready at ${url}; see ${logsDir}`);
}

/** Deletes every Redis key of this run (its queues, rate counters, view counters). */
async function dropRedisKeys(redisUrl: string, prefix: string): Promise<void> {
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
 * The production build as `npm start` runs it (NODE_ENV=production), on the bench database,
 * its own Redis key prefix, a free port and a data folder under .data/bench.
 */
export async function startStack(databaseUrl: string, redisUrl: string, dataDir: string): Promise<Stack> {
  const logsDir = join(dataDir, 'logs');
  mkdirSync(logsDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The write mix signs in and comments far faster than any person; limits stay on, out of reach.
    RATE_LIMIT_SCALE: '1000000',
  };
  const start = (name: string) => startChild(process.execPath, [join(REPO_ROOT, `${name}/dist/main.js`)], { cwd: REPO_ROOT, env, logFile: join(logsDir, `${name}.log`) });
  const api = start('backend');
  const worker = start('worker');
  const stop = async () => {
    await Promise.all([stopChild(api), stopChild(worker)]);
    await dropRedisKeys(redisUrl, redisPrefix).catch((error: Error) => console.warn(`redis keys of ${redisPrefix} not removed: ${error.message}`));
  };
  try {
    await waitUntilReady(baseUrl, [api, worker], logsDir);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, api, worker, dataDir, logsDir, stop };
}
