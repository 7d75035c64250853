import { ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import IORedis from 'ioredis';

/** redis-server from PATH: what `npm start` and a test run start when no Redis answers. */

export const REDIS_INSTALL_HINT = 'install Redis 6.2 or newer (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis)';

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

/** Whether PATH holds an executable redis-server. */
export function redisServerInstalled(path = process.env.PATH ?? ''): boolean {
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        accessSync(join(dir, 'redis-server'), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

export interface RedisServerOptions {
  port: number;
  /** Where it keeps its snapshot; without one it keeps nothing on disk (a throwaway server). */
  dataDir?: string;
}

/** Starts redis-server on 127.0.0.1:port and resolves once it answers PING. */
export async function startRedisServer({ port, dataDir }: RedisServerOptions): Promise<ChildProcess> {
  const persistence = dataDir ? ['--dir', dataDir, '--save', '60 1'] : ['--save', ''];
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', ...persistence, '--appendonly', 'no'], { stdio: 'ignore' });
  const failed = new Promise<Error>((done) => {
    child.once('error', done);
    child.once('exit', (code, signal) => done(new Error(`redis-server exited during start-up (${signal ?? code}) on port ${port}`)));
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const outcome = await Promise.race([redisAnswers(url), failed]);
    if (outcome instanceof Error) throw outcome;
    if (outcome) return child;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port} within 10 s`);
}
