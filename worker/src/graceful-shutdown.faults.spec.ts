import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStorage, probeJobId, JOBS } from '@genalpha/shared';
import { createMediaFixture, exited, until } from '@genalpha/testkit';
import { WorkerProcessEnvironment, openWorkerProcessEnvironment } from './test/worker-process-environment';

/** The built worker as production runs it, stopped the way an orchestrator stops it: SIGTERM. */
describe('SIGTERM to the worker', () => {
  let env: WorkerProcessEnvironment;
  let worker: ChildProcess;

  beforeAll(async () => {
    env = await openWorkerProcessEnvironment('ga-worker-term-');
  }, 180_000);
  afterAll(() => env.close());

  it('lets the running transcode finish, records the video ready, then exits', async () => {
    const key = `uploads/${randomUUID()}`;
    await new LocalObjectStorage(env.dataDir).putFile(key, await createMediaFixture('mpeg4-720p-8s.mp4', env.fixtures));
    const { rows: users } = await env.db.query(`INSERT INTO users (email, password, "displayName") VALUES ('term@example.com', 'x', 't') RETURNING id`);
    const { rows } = await env.db.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "aspectRatio", "videoUrl", "originalUrl") VALUES ($1, 't', 'other', 'auto', $2, $2) RETURNING id`,
      [users[0].id, `/objects/${key}`],
    );
    const videoId = rows[0].id as string;
    worker = env.startWorker('production');
    const pid = worker.pid!;
    await env.queue.add('video.probe', { videoId }, { ...JOBS['video.probe'].options, jobId: probeJobId(videoId) });

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
    expect([
      { code: 0, signal: null },
      { code: null, signal: 'SIGTERM' },
    ]).toContainEqual(await exited(worker));

    const { rows: after } = await env.db.query(`SELECT status, "videoUrl" FROM videos WHERE id = $1`, [videoId]);
    expect(after[0]).toEqual({ status: 'ready', videoUrl: `/objects/videos/${videoId}/playable.mp4` });
    expect(await env.queue.getJobState(probeJobId(videoId))).toBe('completed');
    expect((await readdir(tmpdir())).filter((name) => name.startsWith(`genalpha-media-${pid}-`))).toEqual([]);
  });
});
