import { Queue } from 'bullmq';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { JOBS, LocalObjectStorage, bullConnectionOptions, probeJobId } from '@genalpha/shared';
import {
  REPO_ROOT,
  TEST_REDIS_URL,
  buildWorkspaces,
  createMediaFixture,
  createTestDatabase,
  databaseUrl,
  dropDatabase,
  exited,
  hasExited,
  until,
} from '@genalpha/shared/testing';

/** The built worker as production runs it, stopped the way an orchestrator stops it: SIGTERM. */
describe('SIGTERM to the worker', () => {
  let database: string;
  let db: Client;
  let dataDir: string;
  let fixtures: string;
  let queue: Queue;
  let worker: ChildProcess | undefined;
  const prefix = `gat:${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    buildWorkspaces('packages/shared', 'worker');
    database = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl(database) });
    await db.connect();
    dataDir = `/tmp/genalpha-test/${database}`;
    fixtures = await mkdtemp(join(tmpdir(), 'ga-worker-term-'));
    queue = new Queue(JOBS['video.probe'].queue, { connection: bullConnectionOptions(TEST_REDIS_URL), prefix });
  }, 180_000);
  afterAll(async () => {
    if (worker && !hasExited(worker)) process.kill(-worker.pid!, 'SIGKILL');
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await db.end();
    await dropDatabase(database);
    await rm(fixtures, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lets the running transcode finish, records the video ready, then exits', async () => {
    const key = `uploads/${randomUUID()}`;
    await new LocalObjectStorage(dataDir).putFile(key, await createMediaFixture('mpeg4-720p-8s.mp4', fixtures));
    const { rows: users } = await db.query(`INSERT INTO users (email, password, "displayName") VALUES ('term@example.com', 'x', 't') RETURNING id`);
    const { rows } = await db.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "aspectRatio", "videoUrl", "originalUrl") VALUES ($1, 't', 'other', 'auto', $2, $2) RETURNING id`,
      [users[0].id, `/objects/${key}`],
    );
    const videoId = rows[0].id as string;
    const env = { DATABASE_URL: databaseUrl(database), REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' };
    worker = spawn(process.execPath, [join(REPO_ROOT, 'worker/dist/main.js')], { cwd: REPO_ROOT, env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
    const pid = worker.pid!;
    await queue.add('video.probe', { videoId }, { ...JOBS['video.probe'].options, jobId: probeJobId(videoId) });

    await until(
      'the transcode to be running',
      async () => {
        for (const dir of (await readdir(tmpdir())).filter((name) => name.startsWith(`genalpha-media-${pid}-`))) {
          if (await stat(join(tmpdir(), dir, 'playable.mp4')).catch(() => null)) return true;
        }
        return false;
      },
      60_000,
    );
    worker.kill('SIGTERM');
    expect([{ code: 0, signal: null }, { code: null, signal: 'SIGTERM' }]).toContainEqual(await exited(worker));

    const { rows: after } = await db.query(`SELECT status, "videoUrl" FROM videos WHERE id = $1`, [videoId]);
    expect(after[0]).toEqual({ status: 'ready', videoUrl: `/objects/videos/${videoId}/playable.mp4` });
    expect(await queue.getJobState(probeJobId(videoId))).toBe('completed');
    expect((await readdir(tmpdir())).filter((name) => name.startsWith(`genalpha-media-${pid}-`))).toEqual([]);
  });
});
