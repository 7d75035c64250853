import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REDIS_INSTALL_HINT, freePort, postgresAnswers, redisAnswers, redisServerInstalled, startEmbeddedPostgres, startRedisServer } from '@genalpha/launcher';
import { stopProcess } from './processes';

/** Where a test run looks for PostgreSQL (trust auth) and Redis when TEST_DATABASE_URL and TEST_REDIS_URL are unset. */
export const DEFAULT_TEST_SERVICES = { databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres', redisUrl: 'redis://127.0.0.1:6379' };

export interface TestServices {
  /** A superuser connection to the maintenance database 'postgres'. */
  databaseUrl: string;
  redisUrl: string;
  /** The folder of the servers this run started (removed by stop()); undefined when it started none. */
  workDir?: string;
  /** What the run started or changed for itself, in words for the person running it. */
  notes: string[];
  /** Stops and removes whatever this run started. */
  stop(): Promise<void>;
}

/** The run cannot go on; the message is one line saying what to do. */
class TestServicesUnavailable extends Error {}

/**
 * The PostgreSQL and Redis of a test run: TEST_DATABASE_URL / TEST_REDIS_URL when set, else the
 * servers at the default addresses when they answer (CI, a developer's machine: nothing is started
 * and no time is spent), else servers of the run's own in a temporary folder: an embedded PostgreSQL
 * (the `npm start` one, from npm) and redis-server from PATH, each on a free port.
 */
export async function provideTestServices(env: NodeJS.ProcessEnv = process.env, defaults = DEFAULT_TEST_SERVICES): Promise<TestServices> {
  const runningRedis = env.TEST_REDIS_URL ?? ((await redisAnswers(defaults.redisUrl)) ? defaults.redisUrl : undefined);
  if (!runningRedis && !redisServerInstalled(env.PATH)) {
    throw new TestServicesUnavailable(
      `No Redis answers at ${defaults.redisUrl} and redis-server is not on PATH: ${REDIS_INSTALL_HINT}, or set TEST_REDIS_URL.`,
    );
  }
  const runningDatabase = env.TEST_DATABASE_URL ?? ((await postgresAnswers(defaults.databaseUrl)) ? defaults.databaseUrl : undefined);
  if (runningRedis && runningDatabase) return { databaseUrl: runningDatabase, redisUrl: runningRedis, notes: [], stop: async () => undefined };

  const workDir = await mkdtemp(join(tmpdir(), 'genalpha-test-services-'));
  // Enterable by others: as root, PostgreSQL runs as the user 'postgres'.
  await chmod(workDir, 0o711);
  const notes: string[] = [];
  const stops: Array<() => Promise<void>> = [];
  let redis: ChildProcess | undefined;
  // A run that ends without stop() (interrupted, crashed) still leaves no server and no folder behind.
  const leaveNothing = () => {
    redis?.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('exit', leaveNothing);
  const stop = async () => {
    for (const stopOne of [...stops].reverse()) await stopOne();
    await rm(workDir, { recursive: true, force: true });
    process.off('exit', leaveNothing);
  };
  try {
    let databaseUrl = runningDatabase;
    if (!databaseUrl) {
      const password = randomBytes(18).toString('base64url');
      const server = await startEmbeddedPostgres({ databaseDir: join(workDir, 'postgres'), password, persistent: false, say: (note) => notes.push(note) });
      stops.push(server.stop);
      databaseUrl = server.adminUrl;
      notes.push(`no PostgreSQL answers at ${defaults.databaseUrl}: started an embedded one on port ${server.port} for this run`);
    }
    let redisUrl = runningRedis;
    if (!redisUrl) {
      const port = await freePort();
      redis = await startRedisServer({ port });
      const started = redis;
      stops.push(() => stopProcess(started));
      redisUrl = `redis://127.0.0.1:${port}`;
      notes.push(`no Redis answers at ${defaults.redisUrl}: started redis-server on port ${port} for this run`);
    }
    notes.push(`their data is in ${workDir}, removed when the run ends`);
    return { databaseUrl, redisUrl, workDir, notes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * For a run's global setup: provides the services, says what it started and publishes them in
 * TEST_DATABASE_URL and TEST_REDIS_URL for the test files and the processes the run starts. With
 * no Redis to be had, the run stops at once with one line.
 */
export async function setUpTestServices(): Promise<TestServices> {
  let services: TestServices;
  try {
    services = await provideTestServices();
  } catch (error) {
    if (!(error instanceof TestServicesUnavailable)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  for (const note of services.notes) console.log(`[genalpha] ${note}`);
  process.env.TEST_DATABASE_URL = services.databaseUrl;
  process.env.TEST_REDIS_URL = services.redisUrl;
  return services;
}
