import { Queue } from 'bullmq';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUES, bullConnectionOptions, probeJobId } from '@genalpha/shared';
import { createMediaFixture, until } from '@genalpha/testkit';
import { SCHEDULES } from '../../../worker/src/jobs/job-schedules.service';
import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';
import { JobQueue } from '../queue/job-queue.service';
import { ScratchRedis } from '../test/scratch-redis';
import { TestApp, createTestApp, signUp } from '../test/test-app';

type Agent = ReturnType<TestApp['agent']>;

/** The API (and later the worker) on a redis-server of the test's own, restarted without persistence: every key is lost. */
describe('Redis restarted while the API serves', () => {
  let redis: ScratchRedis;
  let t: TestApp;
  let worker: TestWorker | undefined;
  let fixtures: string;
  let clip: Buffer;

  beforeAll(async () => {
    redis = await ScratchRedis.start();
    t = await createTestApp({ redisUrl: redis.url });
    fixtures = await mkdtemp(join(tmpdir(), 'ga-redis-restart-'));
    clip = await readFile(await createMediaFixture('h264-16x9.mp4', fixtures));
  }, 60_000);
  afterAll(async () => {
    // Clients close cleanly only against a live server: a test that failed mid-gap must not leave them reconnecting.
    if (redis && !redis.running) await redis.start();
    await worker?.close();
    await t?.close();
    await redis?.stop();
    await rm(fixtures, { recursive: true, force: true });
  });

  async function createVideo(agent: Agent, title: string): Promise<string> {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const target = new URL(uploadURL);
    await t.agent().put(`${target.pathname}${target.search}`).set('Content-Type', 'video/mp4').send(clip).expect(200);
    const created = await agent
      .post('/api/videos')
      .send({ title, caption: 'Around a Redis restart', toolUsed: 'openai-sora', videoUrl: uploadURL })
      .expect(201);
    return created.body.id as string;
  }

  const statusOf = async (id: string) => (await t.dataSource.query(`SELECT status FROM videos WHERE id = $1`, [id]))[0].status as string;
  const allReady = (ids: string[]) => async () => (await Promise.all(ids.map(statusOf))).every((status) => status === 'ready');

  it('keeps serving reads, reports not ready then ready, and loses no probe enqueued around the restart', async () => {
    const { agent, email, password } = await signUp(t);
    const visitor = t.agent();

    // Enqueued before the restart, with no worker running yet: the job is only in Redis.
    const before = await createVideo(agent, 'Before');
    const media = t.app.get(JobQueue).queue(QUEUES.media);
    await until('the probe to be in Redis', async () => (await media.getJobState(probeJobId(before))) !== 'unknown', 5_000);

    await redis.stop();
    await visitor.get('/api/videos').expect(200);
    // Still processing (no worker yet): only its owner sees it.
    await agent.get(`/api/videos/${before}`).expect(200);
    await agent.get(`/api/videos/${before}/comments`).expect(200);
    await agent.get('/api/user').expect(200);
    await agent.get('/api/notifications').expect(200);
    await agent.post(`/api/videos/${before}/like`).expect(200);
    await t.agent().post('/api/login').send({ email, password }).expect(200);
    expect((await visitor.get('/api/health/ready').expect(503)).body).toEqual({
      statusCode: 503,
      message: 'Not ready: redis unavailable',
      error: 'Service Unavailable',
    });
    await visitor.get('/api/health').expect(200);

    // Created during the gap: answered at once, its probe not lost.
    const started = Date.now();
    const during = await createVideo(agent, 'During');
    expect(Date.now() - started).toBeLessThan(3_000);

    await redis.start();
    await until('the API to be ready again', async () => (await visitor.get('/api/health/ready')).status === 200, 15_000, 200);
    const after = await createVideo(agent, 'After');

    // Redis came back empty: the probe of `before` is gone with it, and that of `during` never got there.
    expect(await media.getJobState(probeJobId(before))).toBe('unknown');
    expect(await media.getJobState(probeJobId(during))).toBe('unknown');
    worker = await createTestWorker({ databaseUrl: t.config.databaseUrl, redisUrl: redis.url, redisPrefix: t.config.redisPrefix, dataDir: t.config.dataDir });
    await until('every video to be ready', allReady([before, during, after]), 45_000, 250);
  });

  it('lets a running worker ride out a restart: its schedules come back and it takes new work', async () => {
    const { agent } = await signUp(t);
    const queues = [QUEUES.maintenance, QUEUES.media, QUEUES.packaging].map(
      (name) => new Queue(name, { connection: bullConnectionOptions(redis.url), prefix: t.config.redisPrefix }),
    );
    const SCHEDULED_JOBS = Object.keys(SCHEDULES).length;
    const schedules = async () => (await Promise.all(queues.map((queue) => queue.getJobSchedulers()))).flat().length;
    try {
      expect(await schedules()).toBe(SCHEDULED_JOBS);
      await redis.stop();
      await redis.start();
      expect(await schedules()).toBe(0);
      await until('the schedules to be restored', async () => (await schedules()) === SCHEDULED_JOBS, 20_000, 250);
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
    const video = await createVideo(agent, 'After the second restart');
    await until('the new video to be ready', allReady([video]), 30_000, 250);
  });
});
