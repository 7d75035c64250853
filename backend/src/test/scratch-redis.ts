import { ChildProcess } from 'node:child_process';
import { freePort, startRedisServer } from '@genalpha/launcher';
import { exited, hasExited } from '@genalpha/testkit';
import { TestApp, createTestApp } from './test-app';

/**
 * A redis-server of the test's own, on a free port and without persistence, that the test may
 * stop and start again (a restart loses every key, the harshest case). Never the shared Redis.
 */
export class ScratchRedis {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<ScratchRedis> {
    const redis = new ScratchRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && !hasExited(this.child);
  }

  async start(): Promise<void> {
    this.child = await startRedisServer({ port: this.port });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || hasExited(child)) return;
    child.kill('SIGKILL');
    await exited(child);
  }
}

export interface ScratchRedisApp {
  t: TestApp;
  redis: ScratchRedis;
  /** Closes the app, then stops the server (started again first if a test left it down: clients close cleanly only against a live server). */
  close(): Promise<void>;
}

/** A TestApp on a ScratchRedis of its own. */
export async function createScratchRedisApp(): Promise<ScratchRedisApp> {
  const redis = await ScratchRedis.start();
  const t = await createTestApp({ redisUrl: redis.url });
  const close = async () => {
    if (!redis.running) await redis.start();
    await t.close();
    await redis.stop();
  };
  return { t, redis, close };
}
