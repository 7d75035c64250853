import { Queue } from 'bullmq';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { JOBS, LocalObjectStorage, bullConnectionOptions } from '@genalpha/shared';
import { TEST_REDIS_URL, createMediaFixture, createTestDatabase, databaseUrl, dropDatabase } from '@genalpha/testkit';

const ROOT = resolve(__dirname, '../..');

/** The built worker as production runs it, in its own process group so a kill takes its ffmpeg too (like a container). */
function startWorker(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'worker/dist/main.js')], { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.exitCode !== null || child.signalCode !== null
      ? done({ code: child.exitCode, signal: child.signalCode })
      : child.once('exit', (code, signal) => done({ code, signal })),
  );

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('worker killed in the middle of a transcode', () => {
  let database: string;
  let db: Client;
  let dataDir: string;
  let fixtures: string;
  const prefix = `gat:${randomBytes(6).toString('hex')}`;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'packages/shared', 'worker'], { cwd: ROOT, stdio: 'inherit' });
    database = await createTestDatabase();
    db = new Client({ connectionString: databaseUrl(database) });
    await db.connect();
    dataDir = `/tmp/genalpha-test/${database}`;
    fixtures = await mkdtemp(join(tmpdir(), 'ga-restart-'));
  }, 180_000);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    await db.end();
    await dropDatabase(database);
    await rm(fixtures, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('completes the job after a restart, doing nothing twice', async () => {
    const storage = new LocalObjectStorage(dataDir);
    const key = `uploads/${randomUUID()}`;
    await storage.putFile(key, await createMediaFixture('mpeg4-720p-8s.mp4', fixtures));
    const [{ id: userId }] = (await db.query(`INSERT INTO users (email, password, "displayName") VALUES ('k@example.com', 'x', 'k') RETURNING id`)).rows;
    const [{ id }] = (
      await db.query(
        `INSERT INTO videos ("userId", title, "toolUsed", "aspectRatio", "videoUrl", "originalUrl") VALUES ($1, 't', 'other', 'auto', $2, $2) RETURNING id`,
        [userId, `/objects/${key}`],
      )
    ).rows;
    const env = {
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    };

    const first = startWorker(env);
    children.push(first);
    const queue = new Queue(JOBS['video.probe'].queue, { connection: bullConnectionOptions(TEST_REDIS_URL), prefix });
    await queue.add('video.probe', { videoId: id }, JOBS['video.probe'].options);
    await queue.close();

    // The poster is stored before the transcode starts writing into the worker's temp directory.
    const transcoding = await until(
      'the transcode to start',
      async () => {
        const dirs = (await readdir(tmpdir())).filter((name) => name.startsWith(`genalpha-media-${first.pid}-`));
        for (const dir of dirs) if (await stat(join(tmpdir(), dir, 'playable.mp4')).catch(() => null)) return join(tmpdir(), dir);
        return null;
      },
      60_000,
    );
    const poster = await stat(storage.localPath(`videos/${id}/poster.jpg`));
    process.kill(-first.pid!, 'SIGKILL');
    await exited(first);
    expect((await db.query(`SELECT status FROM videos WHERE id = $1`, [id])).rows[0].status).toBe('processing');
    expect(await storage.exists(`videos/${id}/playable.mp4`)).toBe(false);

    const second = startWorker(env);
    children.push(second);
    const video = await until(
      'the video to be ready',
      async () => (await db.query(`SELECT * FROM videos WHERE id = $1 AND status = 'ready'`, [id])).rows[0],
      90_000,
    );
    expect(video).toMatchObject({
      width: 1280,
      height: 720,
      aspectRatio: '16:9',
      thumbnailUrl: `/objects/videos/${id}/poster.jpg`,
      videoUrl: `/objects/videos/${id}/playable.mp4`,
    });
    // The poster sizes and the preview follow the ready, as jobs of their own.
    await until(
      'the follow-ups',
      async () => (await db.query(`SELECT 1 FROM videos WHERE id = $1 AND "posterVariants" IS NOT NULL AND "previewsMadeAt" IS NOT NULL`, [id])).rows[0],
      90_000,
    );
    expect((await readdir(join(dataDir, 'objects/videos', id))).sort()).toEqual([
      'playable.mp4',
      'poster-1280.webp',
      'poster-360.jpg',
      'poster-360.webp',
      'poster-720.jpg',
      'poster-720.webp',
      'poster.jpg',
      'preview.mp4',
    ]);
    expect((await stat(storage.localPath(`videos/${id}/poster.jpg`))).mtimeMs).toBe(poster.mtimeMs);
    expect(await readdir(join(dataDir, 'objects/.incoming')).catch(() => [])).toEqual([]);
    expect(await stat(transcoding).catch(() => null)).toBeNull();

    // SIGTERM: Nest closes the workers (waiting for running jobs), then re-raises the signal.
    process.kill(second.pid!, 'SIGTERM');
    expect([
      { code: 0, signal: null },
      { code: null, signal: 'SIGTERM' },
    ]).toContainEqual(await exited(second));
  }, 150_000);
});
