import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import Redis from 'ioredis';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    fixturesDir: string;
    logsDir: string;
  }
}

const require = createRequire(import.meta.url);
const REPO = resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Short H.264/AAC clips made with the bundled ffmpeg: a landscape one large enough to watch upload, and a portrait one. */
function makeFixtures(dir: string): void {
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const clip = (name: string, size: string, seconds: number, bitrate: string) =>
    execFileSync(ffmpeg, [
      '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=24:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', bitrate, '-pix_fmt', 'yuv420p',
      '-c:a', 'aac', '-shortest', '-movflags', '+faststart',
      join(dir, name),
    ]);
  clip('landscape.mp4', '1280x720', 6, '6M');
  clip('portrait.mp4', '360x640', 2, '500k');
}

async function waitUntilReady(url: string, processes: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (processes.some((child) => child.exitCode !== null)) throw new Error('the API or the worker exited during start-up; see the logs');
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the API did not become ready at ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the production build (`npm run build` first) on a fresh database, its own Redis key
 * prefix and a free port; tears all of it down afterwards.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const database = `ga_e2e_${runId}`;
  const redisPrefix = `ga-e2e-${runId}`;
  const workDir = join(tmpdir(), `genalpha-e2e-${runId}`);
  const fixturesDir = join(workDir, 'fixtures');
  const logsDir = join(workDir, 'logs');
  mkdirSync(fixturesDir, { recursive: true });
  mkdirSync(logsDir, { recursive: true });
  makeFixtures(fixturesDir);

  await admin((client) => client.query(`CREATE DATABASE "${database}"`));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl(database),
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: join(workDir, 'data'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
  };
  const start = (name: string, script: string) => {
    const child = spawn(process.execPath, [join(REPO, script)], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = createWriteStream(join(logsDir, `${name}.log`));
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    return child;
  };
  const processes = [start('api', 'backend/dist/main.js'), start('worker', 'worker/dist/main.js')];

  const teardown = async () => {
    await Promise.all(processes.map(stop));
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    const redis = new Redis(REDIS_URL);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await redis.quit();
    if (!process.env.E2E_KEEP_LOGS) rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, processes);
  } catch (error) {
    process.env.E2E_KEEP_LOGS = '1';
    console.error(`e2e stack failed to start; logs in ${logsDir}`);
    await teardown();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', databaseUrl(database));
  project.provide('fixturesDir', fixturesDir);
  project.provide('logsDir', logsDir);
  return teardown;
}
