import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOBS, LocalObjectStorage, probeJobId } from '@genalpha/shared';
import { MediaFixture, createMediaFixture, exited, hasExited, until } from '@genalpha/testkit';
import { WorkerProcessEnvironment, openWorkerProcessEnvironment } from './test/worker-process-environment';

/** What each kind of upload must end as: its status and the objects the worker leaves under videos/<id>/. */
const KINDS: Record<string, { fixture: MediaFixture; status: 'ready' | 'failed'; objects: string[] }> = {
  'plays as uploaded': { fixture: 'h264-16x9.mp4', status: 'ready', objects: ['poster-320.webp', 'poster.jpg', 'preview.mp4'] },
  'needs a transcode': { fixture: 'hevc-1x1.mov', status: 'ready', objects: ['playable.mp4', 'poster-240.webp', 'poster.jpg', 'preview.mp4'] },
  'needs faststart': { fixture: 'h264-no-faststart.mp4', status: 'ready', objects: ['playable.mp4', 'poster-320.webp', 'poster.jpg', 'preview.mp4'] },
  'not a video': { fixture: 'text.mp4', status: 'failed', objects: [] },
  'slow transcode': {
    fixture: 'mpeg4-720p-8s.mp4',
    status: 'ready',
    objects: ['playable.mp4', 'poster-1280.webp', 'poster-360.jpg', 'poster-360.webp', 'poster-720.jpg', 'poster-720.webp', 'poster.jpg', 'preview.mp4'],
  },
};
const MIX = [
  'plays as uploaded',
  'plays as uploaded',
  'plays as uploaded',
  'plays as uploaded',
  'needs a transcode',
  'needs a transcode',
  'needs a transcode',
  'needs faststart',
  'needs faststart',
  'not a video',
];
const VIDEOS = 100;
/** Two long transcodes in the middle of the queue, so the kill lands while one runs. */
const SLOW_AT = new Set([40, 41]);

const tempDirsOf = async (pid: number) => (await readdir(tmpdir())).filter((name) => name.startsWith(`genalpha-media-${pid}-`));

interface Snapshot {
  ino: number;
  mtimeMs: number;
}

describe('worker killed (SIGKILL) in the middle of 100 probe jobs', () => {
  let env: WorkerProcessEnvironment;
  let storage: LocalObjectStorage;

  beforeAll(async () => {
    env = await openWorkerProcessEnvironment('ga-sigkill-');
    storage = new LocalObjectStorage(env.dataDir);
  }, 180_000);
  afterAll(() => env.close());

  /** Uploads and `processing` rows as the API leaves them, and their probes enqueued as the API does. */
  async function uploadedVideos(userId: string): Promise<Map<string, string>> {
    const kindOf = new Map<string, string>();
    const files = new Map<MediaFixture, string>();
    for (const { fixture } of Object.values(KINDS)) files.set(fixture, await createMediaFixture(fixture, env.fixtures));
    for (let i = 0; i < VIDEOS; i++) {
      const kind = SLOW_AT.has(i) ? 'slow transcode' : MIX[i % MIX.length];
      const key = `uploads/${randomUUID()}`;
      await storage.putFile(key, files.get(KINDS[kind].fixture)!);
      const { rows } = await env.db.query(
        // Marked packaged: hls.package (minutes of ffmpeg on a queue of its own) is not what this test is about.
        `INSERT INTO videos ("userId", title, "toolUsed", "aspectRatio", "videoUrl", "originalUrl", "createdAt", "hlsPackagedAt") VALUES ($1, $2, 'other', 'auto', $3, $3, now() + make_interval(secs => $4), now()) RETURNING id`,
        [userId, `video ${i}`, `/objects/${key}`, i / 1000],
      );
      kindOf.set(rows[0].id, kind);
    }
    await env.queue.addBulk(
      [...kindOf.keys()].map((videoId) => ({ name: 'video.probe', data: { videoId }, opts: { ...JOBS['video.probe'].options, jobId: probeJobId(videoId) } })),
    );
    return kindOf;
  }

  const awaitingFollowUps = async () =>
    (
      await env.db.query(
        `SELECT count(*)::int AS n FROM videos WHERE status = 'ready' AND ("posterVariants" IS NULL OR "previewsMadeAt" IS NULL OR "copy720pMadeAt" IS NULL)`,
      )
    ).rows[0].n as number;
  const settledCount = async () => (await env.db.query(`SELECT count(*)::int AS n FROM videos WHERE status <> 'processing'`)).rows[0].n as number;

  /** Every object the worker has stored so far, with what identifies one write of it. */
  async function storedObjects(): Promise<Map<string, Snapshot>> {
    const objects = new Map<string, Snapshot>();
    const root = join(env.dataDir, 'objects/videos');
    for (const id of await readdir(root).catch(() => [] as string[])) {
      for (const name of await readdir(join(root, id))) {
        const info = await stat(join(root, id, name));
        objects.set(`${id}/${name}`, { ino: info.ino, mtimeMs: info.mtimeMs });
      }
    }
    return objects;
  }

  // A probe, a poster, its variants and maybe a transcode for each of 100 videos: minutes on two shared cores.
  it('brings every video to ready or failed after a restart, writing each output once and leaving no temporary files', async () => {
    const { rows } = await env.db.query(`INSERT INTO users (email, password, "displayName") VALUES ('kill@example.com', 'x', 'k') RETURNING id`);
    const kindOf = await uploadedVideos(rows[0].id);

    const first = env.startWorker('test');
    // Killed once a third of the work is done and a long transcode is writing into the worker's temp directory.
    await until(
      'a transcode in progress after 30 settled videos',
      async () => {
        if (hasExited(first)) throw new Error('the worker exited by itself');
        if ((await settledCount()) < 30) return false;
        for (const dir of await tempDirsOf(first.pid!)) if (await stat(join(tmpdir(), dir, 'playable.mp4')).catch(() => null)) return true;
        return false;
      },
      120_000,
    );
    process.kill(-first.pid!, 'SIGKILL');
    await exited(first);
    const before = await storedObjects();
    const unfinished = (await env.db.query(`SELECT id FROM videos WHERE status = 'processing'`)).rows.map((row) => row.id as string);
    expect(unfinished.length).toBeGreaterThan(0);
    // No half-written output: an unfinished video has at most its poster, stored whole before the transcode starts.
    for (const id of unfinished) expect(before.has(`${id}/playable.mp4`)).toBe(false);
    expect(await tempDirsOf(first.pid!)).not.toEqual([]);

    const second = env.startWorker('test');
    await until('every video to be ready or failed', async () => (await settledCount()) === VIDEOS, 240_000, 250);
    // The poster sizes, preview and 720p copy follow each ready as jobs of their own.
    await until('the follow-ups of every ready video', async () => (await awaitingFollowUps()) === 0, 240_000, 250);

    const videos = (await env.db.query(`SELECT id, status, "videoUrl", "originalUrl", "thumbnailUrl" FROM videos`)).rows as Array<Record<string, string>>;
    const after = await storedObjects();
    for (const video of videos) {
      const kind = KINDS[kindOf.get(video.id)!];
      expect({ id: video.id, status: video.status }).toEqual({ id: video.id, status: kind.status });
      // The HLS package (hls.package, its own job after the ready) is not the probe's output.
      const objects = [...after.keys()]
        .filter((key) => key.startsWith(`${video.id}/`))
        .map((key) => key.slice(video.id.length + 1))
        .filter((name) => name !== 'hls' && !name.startsWith('hls/'));
      expect({ id: video.id, objects: objects.sort() }).toEqual({ id: video.id, objects: kind.objects });
      if (kind.status === 'ready') {
        expect(video.thumbnailUrl).toBe(`/objects/videos/${video.id}/poster.jpg`);
        expect(video.videoUrl).toBe(kind.objects.includes('playable.mp4') ? `/objects/videos/${video.id}/playable.mp4` : video.originalUrl);
      }
    }
    // Nothing the probe stored before the kill was written again (same file, same write time); a follow-up cut
    // by the kill is made again, whole, by its retry.
    for (const [key, written] of before) {
      if (/\/(poster\.jpg|playable\.mp4)$/.test(key)) expect({ key, ...after.get(key) }).toEqual({ key, ...written });
    }
    // Each probe ran to completion once; none failed for good (the last row may be written just before its job is marked done).
    // The media queue also runs posters.backfill (scheduled at each start): only the probes are counted.
    const probes = async (state: 'completed' | 'failed' | 'active' | 'waiting' | 'delayed') =>
      (await env.queue.getJobs([state])).filter((job) => job.name === 'video.probe').length;
    await until('every probe job to complete', async () => (await probes('completed')) === VIDEOS, 5_000);
    const states = ['completed', 'failed', 'active', 'waiting', 'delayed'] as const;
    expect(Object.fromEntries(await Promise.all(states.map(async (state) => [state, await probes(state)])))).toEqual({
      completed: VIDEOS,
      failed: 0,
      active: 0,
      waiting: 0,
      delayed: 0,
    });
    // No temporary files: the killed worker's are removed by the next one at start, the second's by itself.
    expect(await tempDirsOf(first.pid!)).toEqual([]);
    expect(await tempDirsOf(second.pid!)).toEqual([]);
    expect(await readdir(join(env.dataDir, 'objects/.incoming')).catch(() => [])).toEqual([]);

    process.kill(second.pid!, 'SIGTERM');
    expect([
      { code: 0, signal: null },
      { code: null, signal: 'SIGTERM' },
    ]).toContainEqual(await exited(second));
  }, 360_000);
});
