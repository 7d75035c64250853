import { Queue } from 'bullmq';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { JOBS, bullConnectionOptions } from '@genalpha/shared';
import { REPO_ROOT, TEST_REDIS_URL, buildWorkspaces, createTestDatabase, databaseUrl, dropDatabase, hasExited } from '@genalpha/testkit';

/** A database, a data dir, a fixtures dir and a probe queue of their own, for tests that run the built worker as a process. */
export interface WorkerProcessEnvironment {
  db: Client;
  dataDir: string;
  fixtures: string;
  queue: Queue;
  /** The built worker as production runs it, in its own process group so a kill takes its ffmpeg too (like a container). */
  startWorker(nodeEnv: 'test' | 'production'): ChildProcess;
  close(): Promise<void>;
}

export async function openWorkerProcessEnvironment(fixturesPrefix: string): Promise<WorkerProcessEnvironment> {
  buildWorkspaces('packages/shared', 'worker');
  const database = await createTestDatabase();
  const db = new Client({ connectionString: databaseUrl(database) });
  await db.connect();
  const dataDir = `/tmp/genalpha-test/${database}`;
  const fixtures = await mkdtemp(join(tmpdir(), fixturesPrefix));
  const prefix = `gat:${randomBytes(6).toString('hex')}`;
  const queue = new Queue(JOBS['video.probe'].queue, { connection: bullConnectionOptions(TEST_REDIS_URL), prefix });
  const workers: ChildProcess[] = [];
  return {
    db,
    dataDir,
    fixtures,
    queue,
    startWorker(nodeEnv) {
      const env = {
        DATABASE_URL: databaseUrl(database),
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX: prefix,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: nodeEnv,
      };
      const worker = spawn(process.execPath, [join(REPO_ROOT, 'worker/dist/main.js')], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        detached: true,
        stdio: 'ignore',
      });
      workers.push(worker);
      return worker;
    },
    async close() {
      for (const worker of workers) if (!hasExited(worker)) process.kill(-worker.pid!, 'SIGKILL');
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await db.end();
      await dropDatabase(database);
      await rm(fixtures, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
