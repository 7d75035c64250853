import { ChildProcess, spawn } from 'node:child_process';
import { exited, hasExited, until } from '@genalpha/shared/testing';
import { freePort, redisAnswers } from '../launcher/local-services';

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

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until('redis-server to answer', () => redisAnswers(this.url), 10_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || hasExited(child)) return;
    child.kill('SIGKILL');
    await exited(child);
  }
}
