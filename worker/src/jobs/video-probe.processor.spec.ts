import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOBS, LocalObjectStorage, MediaTools, QUEUES, afterReadyJobId, bullConnectionOptions, resolveMediaBinaries } from '@genalpha/shared';
import { NotificationStreamMessage, notificationChannel } from '@genalpha/db';
import { MediaFixture, TEST_REDIS_URL, createMediaFixture, probeByContent, until } from '@genalpha/testkit';
import { TestWorker, createTestWorker } from '../test/test-worker';
import { AFTER_READY_JOBS } from './after-ready';
import { VideoBusyError } from './video-lock';
import { ProbeOutcome, VideoProbeProcessor } from './video-probe.processor';

// An ES module (see video-previews.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { thumbHashToApproximateAspectRatio, thumbHashToRGBA } = require('thumbhash') as typeof import('thumbhash', { with: { 'resolution-mode': 'import' } });

describe('video.probe (real ffmpeg, local storage)', () => {
  let w: TestWorker;
  let fixtures: string;
  let storage: LocalObjectStorage;
  let probe: VideoProbeProcessor;
  let userId: string;
  const media = new MediaTools(resolveMediaBinaries({}));

  beforeAll(async () => {
    w = await createTestWorker();
    storage = new LocalObjectStorage(w.config.dataDir);
    probe = w.app.get(VideoProbeProcessor);
    fixtures = await mkdtemp(join(tmpdir(), 'ga-probe-'));
    [{ id: userId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('p@example.com', 'x', 'p') RETURNING id`);
  });
  afterAll(async () => {
    await w.close();
    await rm(fixtures, { recursive: true, force: true });
    await rm(w.config.dataDir, { recursive: true, force: true });
  });

  /** What the videos API does: the uploaded object plus a `processing` row pointing at it. */
  async function uploadedVideo(fixture: MediaFixture, aspectRatio = 'auto', ownerId = userId): Promise<string> {
    const key = `uploads/${randomUUID()}`;
    await storage.putFile(key, await createMediaFixture(fixture, fixtures));
    const [{ id }] = await w.dataSource.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "aspectRatio", "videoUrl", "originalUrl") VALUES ($1, 't', 'other', $2, $3, $3) RETURNING id`,
      [ownerId, aspectRatio, `/objects/${key}`],
    );
    return id;
  }

  const row = async (id: string) => (await w.dataSource.query(`SELECT * FROM videos WHERE id = $1`, [id]))[0];
  const keyOf = (url: string) => url.slice('/objects/'.length);

  it.each<[MediaFixture, string, number, number, 'original' | 'playable', Record<string, unknown>]>([
    ['h264-16x9.mp4', '16:9', 320, 180, 'original', { videoCodec: 'h264', audioCodec: 'aac' }],
    ['vp9-9x16.webm', '9:16', 180, 320, 'original', { videoCodec: 'vp9', audioCodec: 'opus' }],
    ['hevc-1x1.mov', '1:1', 240, 240, 'playable', { videoCodec: 'hevc', audioCodec: 'aac' }],
    ['rotated-90.mp4', '9:16', 180, 320, 'playable', { videoCodec: 'h264' }],
    ['h264-21x9.mp4', '21:9', 420, 180, 'original', { audioCodec: null }],
    ['h264-no-faststart.mp4', '16:9', 320, 180, 'playable', {}],
  ])('%s → ready, %s, %d×%d, plays from the %s', async (fixture, aspectRatio, width, height, plays, codecs) => {
    const id = await uploadedVideo(fixture);
    const outcome = await probe.process(id);
    expect(outcome.status).toBe('ready');
    const video = await row(id);
    expect(video).toMatchObject({ status: 'ready', aspectRatio, width, height, isHidden: false, failureReason: null, ...codecs });
    expect(video.durationSeconds).toBeGreaterThan(0.5);
    expect(video.thumbnailUrl).toBe(`/objects/videos/${id}/poster.jpg`);
    expect(await probeByContent(media, storage.localPath(keyOf(video.thumbnailUrl)))).toMatchObject({ container: 'image' });
    if (plays === 'original') {
      expect(video.videoUrl).toBe(video.originalUrl);
    } else {
      expect(video.videoUrl).toBe(`/objects/videos/${id}/playable.mp4`);
      const playable = storage.localPath(keyOf(video.videoUrl));
      const info = await media.probe(playable);
      expect(info).toMatchObject({ container: 'mp4', videoCodec: 'h264', width, height });
      expect(await media.isFaststart(playable)).toBe(true);
      expect(await storage.exists(keyOf(video.originalUrl))).toBe(true);
    }
  });

  /** The row once what follows its ready (enqueueAfterReady's jobs, run by this worker) has made `column`. */
  async function followedUp(id: string, column: string) {
    await until(`${column} of ${id}`, async () => (await row(id))[column] !== null, 60_000);
    return row(id);
  }

  /**
   * A probe as its queue runs it: one that finds the video held is tried again. The follow-ups a test
   * does not wait for (the 720p copy, the HLS package) hold the video's lock while they work, and each
   * one waited for holds it a moment after its row's update.
   */
  function probeOnceFree(id: string): Promise<ProbeOutcome> {
    const busyAsNull = (error: unknown) => {
      if (error instanceof VideoBusyError) return null;
      throw error;
    };
    return until(`a probe of ${id} with the video free`, () => probe.process(id).catch(busyAsNull), 30_000);
  }

  it('stores the poster 360 and 720 px wide in WebP and JPEG and full size in WebP, listed on the row', async () => {
    const id = await uploadedVideo('mpeg4-720p-8s.mp4');
    expect((await probe.process(id)).status).toBe('ready');
    const { posterVariants } = await followedUp(id, 'posterVariants');
    const poster = (name: string) => `videos/${id}/${name}`;
    expect(posterVariants).toEqual([
      { width: 360, format: 'jpeg', key: poster('poster-360.jpg') },
      { width: 720, format: 'jpeg', key: poster('poster-720.jpg') },
      { width: 1280, format: 'jpeg', key: poster('poster.jpg') },
      { width: 360, format: 'webp', key: poster('poster-360.webp') },
      { width: 720, format: 'webp', key: poster('poster-720.webp') },
      { width: 1280, format: 'webp', key: poster('poster-1280.webp') },
    ]);
    for (const variant of posterVariants as Array<{ width: number; format: string; key: string }>) {
      const info = await probeByContent(media, storage.localPath(variant.key));
      expect({ key: variant.key, width: info.width, height: info.height, codec: info.videoCodec }).toEqual({
        key: variant.key,
        width: variant.width,
        height: Math.round((variant.width * 9) / 16),
        codec: variant.format === 'webp' ? 'webp' : 'mjpeg',
      });
    }
    expect((await stat(storage.localPath(poster('poster-360.webp')))).size).toBeLessThan((await stat(storage.localPath(poster('poster.jpg')))).size / 4);
  });

  it("makes a 3-second muted H.264 preview loop from the middle, within 480 px and 150 KB, and the poster's ThumbHash", async () => {
    const id = await uploadedVideo('mpeg4-720p-8s.mp4');
    expect((await probe.process(id)).status).toBe('ready');
    const video = await followedUp(id, 'previewsMadeAt');
    expect(video.previewUrl).toBe(`/objects/videos/${id}/preview.mp4`);
    expect(video.previewsMadeAt).toBeInstanceOf(Date);
    const preview = storage.localPath(keyOf(video.previewUrl));
    const info = await media.probe(preview);
    expect(info).toMatchObject({ container: 'mp4', videoCodec: 'h264', audioCodec: null, width: 480, height: 270 });
    expect(info.durationSeconds).toBeCloseTo(3, 0);
    expect(await media.isFaststart(preview)).toBe(true);
    expect((await stat(preview)).size).toBeLessThanOrEqual(150 * 1024);
    const hash = Buffer.from(video.placeholder, 'base64');
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(16 / 9, 0);
    expect(thumbHashToRGBA(hash).w).toBeGreaterThan(0);
  });

  it('never makes a poster wider than the video: a 320 px one gets a 320 px WebP beside its JPEG', async () => {
    const id = await uploadedVideo('h264-16x9.mp4');
    await probe.process(id);
    expect((await followedUp(id, 'posterVariants')).posterVariants).toEqual([
      { width: 320, format: 'jpeg', key: `videos/${id}/poster.jpg` },
      { width: 320, format: 'webp', key: `videos/${id}/poster-320.webp` },
    ]);
  });

  it('keeps an aspect ratio the uploader chose', async () => {
    const id = await uploadedVideo('h264-16x9.mp4', '4:3');
    await probe.process(id);
    expect((await row(id)).aspectRatio).toBe('4:3');
  });

  it.each<[MediaFixture, string]>([
    ['truncated.mp4', 'The file could not be read as a video.'],
    ['random-bytes.mp4', 'The file could not be read as a video.'],
    ['text.mp4', 'The file could not be read as a video.'],
    ['image.png', 'The file is a still image, not a video.'],
  ])('%s → failed and hidden, with a reason for the owner', async (fixture, reason) => {
    const id = await uploadedVideo(fixture);
    expect(await probe.process(id)).toEqual({ status: 'failed', reason });
    expect(await row(id)).toMatchObject({ status: 'failed', isHidden: true, failureReason: reason, thumbnailUrl: null });
  });

  it('fails a video whose upload is gone', async () => {
    const id = await uploadedVideo('h264-16x9.mp4');
    await storage.delete(keyOf((await row(id)).originalUrl));
    expect(await probe.process(id)).toEqual({ status: 'failed', reason: 'The uploaded file is missing.' });
  });

  it('does the work once when run twice, in turn or at the same time', async () => {
    const id = await uploadedVideo('hevc-1x1.mov');
    const [first, second] = await Promise.allSettled([probe.process(id), probe.process(id)]);
    const outcomes = [first, second].map((result) => (result.status === 'fulfilled' ? result.value.status : (result.reason as Error).name));
    expect(outcomes.sort()).toEqual(['VideoBusyError', 'ready']);
    const poster = await stat(storage.localPath(`videos/${id}/poster.jpg`));
    const playable = await stat(storage.localPath(`videos/${id}/playable.mp4`));
    await followedUp(id, 'previewsMadeAt');
    await followedUp(id, 'posterVariants');

    expect(await probeOnceFree(id)).toEqual({ status: 'skipped', reason: 'already ready' });
    expect((await stat(storage.localPath(`videos/${id}/poster.jpg`))).mtimeMs).toBe(poster.mtimeMs);
    expect((await stat(storage.localPath(`videos/${id}/playable.mp4`))).mtimeMs).toBe(playable.mtimeMs);

    // A retry after a crash that stored the outputs but not the row reuses them.
    await w.dataSource.query(`UPDATE videos SET status = 'processing' WHERE id = $1`, [id]);
    expect((await probeOnceFree(id)).status).toBe('ready');
    expect((await stat(storage.localPath(`videos/${id}/playable.mp4`))).mtimeMs).toBe(playable.mtimeMs);
  });

  it('enqueues what follows the ready when a retry finds the video ready: its run was killed before it enqueued them', async () => {
    const id = await uploadedVideo('h264-16x9.mp4');
    expect((await probe.process(id)).status).toBe('ready');
    await followedUp(id, 'previewsMadeAt');
    await followedUp(id, 'posterVariants');
    // What a run killed between the ready and the enqueue leaves: the row ready, no follow-up jobs, none made.
    const connection = bullConnectionOptions(w.config.redisUrl);
    const followUps = new Queue(QUEUES.afterReady, { connection, prefix: w.config.redisPrefix });
    try {
      for (const name of AFTER_READY_JOBS) await (await followUps.getJob(afterReadyJobId(name, id)))?.remove();
      await w.dataSource.query(`UPDATE videos SET "previewsMadeAt" = NULL, "posterVariants" = NULL WHERE id = $1`, [id]);

      expect(await probeOnceFree(id)).toEqual({ status: 'skipped', reason: 'already ready' });
      expect(await followedUp(id, 'previewsMadeAt')).toMatchObject({ status: 'ready' });
      await followedUp(id, 'posterVariants');
    } finally {
      await followUps.close();
    }
  });

  it('skips deleted videos and malformed ids', async () => {
    expect(await probe.process(randomUUID())).toEqual({ status: 'skipped', reason: 'deleted' });
    expect(await probe.process('not-a-uuid')).toEqual({ status: 'skipped', reason: 'not a video id' });
  });

  it('runs from the queue, as the API enqueues it, and enqueues what follows the ready, the HLS package soon after', async () => {
    const id = await uploadedVideo('h264-16x9.mp4');
    const connection = bullConnectionOptions(w.config.redisUrl);
    const queue = new Queue(JOBS['video.probe'].queue, { connection, prefix: w.config.redisPrefix });
    const events = new QueueEvents(JOBS['video.probe'].queue, { connection, prefix: w.config.redisPrefix });
    try {
      await events.waitUntilReady();
      const job = await queue.add('video.probe', { videoId: id }, JOBS['video.probe'].options);
      expect(await job.waitUntilFinished(events, 30_000)).toMatchObject({ status: 'ready' });
      const followUps = new Queue(QUEUES.afterReady, { connection, prefix: w.config.redisPrefix });
      const enqueued = await Promise.all(AFTER_READY_JOBS.map((name) => followUps.getJob(afterReadyJobId(name, id))));
      await followUps.close();
      expect(enqueued.map((job) => job?.data)).toEqual(AFTER_READY_JOBS.map(() => ({ videoId: id })));
      const packaging = new Queue(JOBS['hls.package'].queue, { connection, prefix: w.config.redisPrefix });
      const delayed = await packaging.getDelayed();
      await packaging.close();
      expect(delayed.map((job) => job.name)).toContain('hls.package');
    } finally {
      await events.close();
      await queue.close();
    }
    expect((await row(id)).status).toBe('ready');
  });

  it('tells the owner once, live on their notification channel: video_ready, or video_failed with the reason', async () => {
    const [{ id: ownerId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('n@example.com', 'x', 'n') RETURNING id`);
    const subscriber = new IORedis(TEST_REDIS_URL);
    const pushed: NotificationStreamMessage[] = [];
    try {
      await subscriber.subscribe(notificationChannel(w.config.redisPrefix, ownerId));
      subscriber.on('message', (_channel: string, message: string) => pushed.push(JSON.parse(message) as NotificationStreamMessage));
      const ready = await uploadedVideo('h264-16x9.mp4', 'auto', ownerId);
      const failed = await uploadedVideo('text.mp4', 'auto', ownerId);
      await probe.process(ready);
      await probe.process(failed);
      // What follows the ready holds the video while it works (a probe then would be retried later): let it finish.
      for (const column of ['posterVariants', 'previewsMadeAt', 'copy720pMadeAt', 'hlsPackagedAt']) await followedUp(ready, column);
      await w.dataSource.query(`UPDATE videos SET status = 'processing' WHERE id = $1`, [ready]);
      await probeOnceFree(ready);

      const stored = await w.dataSource.query(`SELECT type, "videoId", "actorId", reason FROM notifications WHERE "userId" = $1 ORDER BY "createdAt"`, [
        ownerId,
      ]);
      expect(stored).toEqual([
        { type: 'video_ready', videoId: ready, actorId: null, reason: null },
        { type: 'video_failed', videoId: failed, actorId: null, reason: 'The file could not be read as a video.' },
      ]);
      await until('both pushes', async () => pushed.length >= 2, 2_000);
      expect(pushed).toEqual([
        {
          notification: expect.objectContaining({ type: 'video_ready', videoId: ready, videoTitle: 't', actorId: null, actorDisplayName: 'GenAlpha' }),
          count: 1,
        },
        { notification: expect.objectContaining({ type: 'video_failed', videoId: failed, reason: 'The file could not be read as a video.' }), count: 2 },
      ]);
    } finally {
      await subscriber.quit();
    }
  });
});
