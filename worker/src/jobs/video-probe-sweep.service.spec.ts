import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JOBS, bullConnectionOptions, buildDataSourceOptions, loadConfig, probeJobId } from '@genalpha/shared';
import { TEST_REDIS_URL, createTestDatabase, databaseUrl, dropDatabase, until } from '@genalpha/testkit';
import { JobProducer } from '../job-producer.service';
import { OwnerNotifications } from '../owner-notifications.service';
import { PROCESSING_GAVE_UP, VideoProbeSweep } from './video-probe-sweep.service';
import { withVideoLock } from './video-lock';

/** The sweep alone, with no consumer on its Redis prefix, so every job stays where the sweep put it. */
describe('video.probe sweep', () => {
  let database: string;
  let dataSource: DataSource;
  let producer: JobProducer;
  let owners: OwnerNotifications;
  let sweep: VideoProbeSweep;
  let queue: Queue;
  let userId: string;
  const prefix = `gat:${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(databaseUrl(database), 2)).initialize();
    const config = { ...loadConfig({ REDIS_URL: TEST_REDIS_URL }), redisPrefix: prefix };
    producer = new JobProducer(config);
    await producer.onModuleInit();
    owners = new OwnerNotifications(dataSource, config);
    sweep = new VideoProbeSweep(dataSource, producer, owners);
    queue = producer.queue(JOBS['video.probe'].queue);
    [{ id: userId }] = await dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('s@example.com', 'x', 's') RETURNING id`);
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await producer.onApplicationShutdown();
    await owners.onApplicationShutdown();
    await dataSource.destroy();
    await dropDatabase(database);
  });
  beforeEach(() => dataSource.query(`DELETE FROM videos`));

  const video = async (status: string, ageSeconds: number): Promise<string> =>
    (
      await dataSource.query(
        `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl", status, "createdAt") VALUES ($1, 't', 'other', '/objects/x', '/objects/x', $2, now() - make_interval(secs => $3)) RETURNING id`,
        [userId, status, ageSeconds],
      )
    )[0].id;
  const row = async (id: string) => (await dataSource.query(`SELECT status, "isHidden", "failureReason" FROM videos WHERE id = $1`, [id]))[0];

  it('enqueues the probe of a processing video that Redis does not have, once', async () => {
    const lost = await video('processing', 60);
    await video('ready', 60);
    expect(await sweep.sweep()).toEqual({ requeued: 1, gaveUp: 0 });
    expect(await queue.getJobState(probeJobId(lost))).toBe('waiting');
    expect(await sweep.sweep()).toEqual({ requeued: 0, gaveUp: 0 });
    expect(await queue.count()).toBe(1);
  });

  it('leaves a video that was just created to the API', async () => {
    await video('processing', 0);
    expect(await sweep.sweep()).toEqual({ requeued: 0, gaveUp: 0 });
  });

  it('marks failed a video whose probe failed for good, so none stays processing', async () => {
    const stuck = await video('processing', 60);
    const failing = new Worker(JOBS['video.probe'].queue, async () => Promise.reject(new Error('ffmpeg crashed')), {
      connection: bullConnectionOptions(TEST_REDIS_URL),
      prefix,
    });
    const failed = new Promise((done) => failing.once('failed', done));
    await queue.add('video.probe', { videoId: stuck }, { jobId: probeJobId(stuck), attempts: 1 });
    await failed;
    await failing.close();

    expect(await sweep.sweep()).toEqual({ requeued: 0, gaveUp: 1 });
    expect(await row(stuck)).toEqual({ status: 'failed', isHidden: true, failureReason: PROCESSING_GAVE_UP });
    const notified = await dataSource.query(`SELECT "userId", type, "actorId", reason FROM notifications WHERE "videoId" = $1`, [stuck]);
    expect(notified).toEqual([{ userId, type: 'video_failed', actorId: null, reason: PROCESSING_GAVE_UP }]);
  });

  it('leaves a video a run is working on (its lock held) until that run ends, even when its job failed for good', async () => {
    const busy = await video('processing', 60);
    const failing = new Worker(JOBS['video.probe'].queue, async () => Promise.reject(new Error('busy elsewhere')), {
      connection: bullConnectionOptions(TEST_REDIS_URL),
      prefix,
    });
    const failed = new Promise((done) => failing.once('failed', done));
    await queue.add('video.probe', { videoId: busy }, { jobId: probeJobId(busy), attempts: 1 });
    await failed;
    await failing.close();

    // A run called outside the queue (or outliving its job) holds the video's lock while it transcodes.
    let release!: () => void;
    const running = withVideoLock(dataSource, busy, () => new Promise<void>((done) => (release = done)));
    await until('the run to hold the lock', async () => release !== undefined, 5_000);
    expect(await sweep.sweep()).toEqual({ requeued: 0, gaveUp: 0 });
    expect((await row(busy)).status).toBe('processing');
    release();
    await running;
    expect(await sweep.sweep()).toEqual({ requeued: 0, gaveUp: 1 });
    expect((await row(busy)).status).toBe('failed');
  });
});
