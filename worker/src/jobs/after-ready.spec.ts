import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStorage, MediaTools, QUEUES, afterReadyJobId, resolveMediaBinaries } from '@genalpha/shared';
import { runFfmpeg, testPatternInput, toneInput, until } from '@genalpha/testkit';
import { JobProducer } from '../job-producer.service';
import { TestWorker, createTestWorker } from '../test/test-worker';
import { AFTER_READY_JOBS, enqueueAfterReady } from './after-ready';
import { VideoProbeProcessor } from './video-probe.processor';

/** The probe makes a video ready with a poster and a playable stream; the rest follows as jobs of their own. */
describe('ready does not wait: the follow-ups after video.probe (real worker, Redis, ffmpeg)', () => {
  let w: TestWorker;
  let storage: LocalObjectStorage;
  let afterReady: Queue;
  let dir: string;
  let clip1080p: string;
  let userId: string;
  const media = new MediaTools(resolveMediaBinaries({}));

  beforeAll(async () => {
    w = await createTestWorker();
    storage = new LocalObjectStorage(w.config.dataDir);
    afterReady = w.app.get(JobProducer).queue(QUEUES.afterReady);
    dir = await mkdtemp(join(tmpdir(), 'ga-after-ready-'));
    // A 1080p H.264/AAC faststart MP4 plays as uploaded and is owed a 720p copy.
    clip1080p = join(dir, '1080p.mp4');
    await runFfmpeg(
      [...testPatternInput('1920x1080', 2), ...toneInput(2), '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', '-movflags', '+faststart'],
      clip1080p,
      60_000,
    );
    [{ id: userId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('r@example.com', 'x', 'r') RETURNING id`);
  });
  afterAll(async () => {
    await afterReady.resume();
    await w.close();
    await rm(dir, { recursive: true, force: true });
    await rm(w.config.dataDir, { recursive: true, force: true });
  });
  beforeEach(() => afterReady.pause());

  async function uploadedVideo(): Promise<string> {
    const key = `uploads/${randomUUID()}`;
    await storage.putFile(key, clip1080p);
    const [{ id }] = await w.dataSource.query(
      // Marked packaged: hls.package (its own job, not a follow-up here) would otherwise hold the video while it packages it.
      `INSERT INTO videos ("userId", title, "toolUsed", "aspectRatio", "videoUrl", "originalUrl", "hlsPackagedAt") VALUES ($1, 't', 'other', 'auto', $2, $2, now()) RETURNING id`,
      [userId, `/objects/${key}`],
    );
    return id;
  }

  const row = async (id: string) => (await w.dataSource.query(`SELECT * FROM videos WHERE id = $1`, [id]))[0];
  const jobStates = (id: string) => Promise.all(AFTER_READY_JOBS.map(async (name) => (await afterReady.getJob(afterReadyJobId(name, id)))?.getState()));
  const attempts = (id: string) =>
    w.dataSource.query(`SELECT output, attempts, "lastError", "givenUpAt" FROM media_backfill_attempts WHERE "videoId" = $1`, [id]) as Promise<
      Array<{ output: string; attempts: number; lastError: string; givenUpAt: Date | null }>
    >;

  it('marks the video ready with its poster and playable upload alone, then its poster sizes, preview loop, ThumbHash and 720p copy follow', async () => {
    const id = await uploadedVideo();
    expect(await w.app.get(VideoProbeProcessor).process(id)).toMatchObject({ status: 'ready', thumbnailUrl: `/objects/videos/${id}/poster.jpg` });

    // Ready, with nothing of what follows made yet: it waits in the after-ready queue (paused here).
    const ready = await row(id);
    expect(ready).toMatchObject({ status: 'ready', width: 1920, height: 1080, videoUrl: ready.originalUrl, credentialsState: 'none' });
    expect(ready).toMatchObject({ posterVariants: null, previewUrl: null, placeholder: null, previewsMadeAt: null, video720pUrl: null, copy720pMadeAt: null });
    expect(await storage.exists(`videos/${id}/poster.jpg`)).toBe(true);
    for (const key of ['poster-360.webp', 'poster-720.jpg', 'preview.mp4', 'playable-720p.mp4'])
      expect(await storage.exists(`videos/${id}/${key}`)).toBe(false);
    expect(await jobStates(id)).toEqual(['prioritized', 'prioritized', 'prioritized']);

    await afterReady.resume();
    await until('the follow-ups', async () => (await row(id)).copy720pMadeAt !== null && (await row(id)).previewsMadeAt !== null, 60_000);
    const done = await row(id);
    expect(done.posterVariants.map((v: { width: number; format: string }) => `${v.width} ${v.format}`).sort()).toEqual(
      ['360 jpeg', '720 jpeg', '1280 jpeg', '360 webp', '720 webp', '1280 webp'].sort(),
    );
    expect(done).toMatchObject({
      previewUrl: `/objects/videos/${id}/preview.mp4`,
      placeholder: expect.any(String),
      video720pUrl: `/objects/videos/${id}/playable-720p.mp4`,
    });
    expect(await media.probe(storage.localPath(`videos/${id}/playable-720p.mp4`))).toMatchObject({ videoCodec: 'h264', width: 1280, height: 720 });
    expect(await jobStates(id)).toEqual(['completed', 'completed', 'completed']);
    expect(await attempts(id)).toEqual([]);
  });

  it('leaves the video ready and playable when a follow-up fails, with the failure recorded and the job retried later', async () => {
    const id = await uploadedVideo();
    expect((await w.app.get(VideoProbeProcessor).process(id)).status).toBe('ready');
    // A directory where a poster size goes: the store cannot put the file in its place.
    await mkdir(storage.localPath(`videos/${id}/poster-360.webp`), { recursive: true });
    await writeFile(join(storage.localPath(`videos/${id}/poster-360.webp`), 'blocker'), '');

    await afterReady.resume();
    await until('the failed attempt, recorded', async () => (await attempts(id)).length > 0, 30_000);
    const [failure] = await attempts(id);
    expect(failure).toMatchObject({ output: 'posterVariants', attempts: 1, givenUpAt: null });
    expect(failure.lastError.length).toBeGreaterThan(0);
    // BullMQ tries it again after its backoff; the other follow-ups go on.
    expect((await jobStates(id))[0]).toBe('delayed');
    await until('the other follow-ups', async () => (await row(id)).copy720pMadeAt !== null && (await row(id)).previewsMadeAt !== null, 60_000);

    const video = await row(id);
    expect(video).toMatchObject({
      status: 'ready',
      isHidden: false,
      failureReason: null,
      posterVariants: null,
      thumbnailUrl: `/objects/videos/${id}/poster.jpg`,
    });
    expect(await media.probe(storage.localPath(video.videoUrl.slice('/objects/'.length)))).toMatchObject({ videoCodec: 'h264', width: 1920 });
  });

  it('enqueues one job of each follow-up per video, however often it is asked', async () => {
    const id = randomUUID();
    await enqueueAfterReady(w.app.get(JobProducer), id);
    await enqueueAfterReady(w.app.get(JobProducer), id);
    const jobs = (await afterReady.getJobs(['prioritized', 'waiting'])).filter((job) => job.data.videoId === id);
    expect(jobs.map((job) => job.name).sort()).toEqual([...AFTER_READY_JOBS].sort());
    // A video that is gone (or a malformed id) owes nothing: the jobs finish without work.
    await afterReady.resume();
    await until('the jobs of a missing video', async () => (await jobStates(id)).every((state) => state === 'completed'), 30_000);
  });
});
