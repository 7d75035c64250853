import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { JOBS, LocalObjectStorage, bullConnectionOptions, probeJobId } from '@genalpha/shared';
import { TEST_REDIS_URL, createMediaFixture, until } from '@genalpha/testkit';
import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';
import { ScratchPostgres } from '../test/scratch-postgres';
import { TestApp, createTestApp, signUp } from '../test/test-app';

const UNAVAILABLE = { statusCode: 503, message: 'The service is temporarily unavailable. Please try again in a moment.', error: 'Service Unavailable' };

type Agent = ReturnType<TestApp['agent']>;

/** The API and the worker on a PostgreSQL of the test's own, which is stopped and started again under them. */
describe('PostgreSQL restarted while the API and the worker run', () => {
  let pg: ScratchPostgres;
  let t: TestApp;
  let worker: TestWorker;
  let queue: Queue;
  let fixtures: string;

  beforeAll(async () => {
    pg = await ScratchPostgres.create();
    t = await createTestApp({ databaseUrl: pg.url() });
    worker = await createTestWorker({ databaseUrl: pg.url(), redisPrefix: t.config.redisPrefix, dataDir: t.config.dataDir });
    queue = new Queue(JOBS['video.probe'].queue, { connection: bullConnectionOptions(TEST_REDIS_URL), prefix: t.config.redisPrefix });
    fixtures = await mkdtemp(join(tmpdir(), 'ga-pg-restart-'));
  }, 120_000);
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await worker?.close();
    await t?.close();
    await pg?.destroy();
    await rm(fixtures, { recursive: true, force: true });
  });

  async function uploadUrl(agent: Agent): Promise<string> {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const target = new URL(uploadURL);
    return `${target.pathname}${target.search}`;
  }

  it('answers 503 with a clear message on every path during the gap, then recovers without a restart', async () => {
    const { agent, email, password } = await signUp(t);
    const clip = await readFile(await createMediaFixture('h264-16x9.mp4', fixtures));
    const first = await uploadUrl(agent);
    await t.agent().put(first).set('Content-Type', 'video/mp4').send(clip).expect(200);
    const created = await agent
      .post('/api/videos')
      .send({ title: 'Before', caption: 'Made before the restart', toolUsed: 'openai-sora', videoUrl: first })
      .expect(201);
    await until('the first video to be ready', async () => (await agent.get(`/api/videos/${created.body.id}`)).body.status === 'ready', 30_000, 200);
    const detail = (await agent.get(`/api/videos/${created.body.id}`)).body as { thumbnailUrl: string };
    const unusedUpload = await uploadUrl(agent);

    // A video whose probe job arrives while the database is away.
    const storage = new LocalObjectStorage(t.config.dataDir);
    const key = `uploads/${randomUUID()}`;
    await storage.putFile(key, join(fixtures, 'h264-16x9.mp4'));
    const [{ id: userId }] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
    const [{ id: waiting }] = await t.dataSource.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "aspectRatio", "videoUrl", "originalUrl") VALUES ($1, 'During', 'other', 'auto', $2, $2) RETURNING id`,
      [userId, `/objects/${key}`],
    );

    // Played once before the gap: its declared type is remembered.
    await t.agent().get(created.body.videoUrl).set('Range', 'bytes=0-99').expect(206);

    await pg.stop();
    const job = await queue.add('video.probe', { videoId: waiting }, { ...JOBS['video.probe'].options, jobId: probeJobId(waiting) });

    const visitor = t.agent();
    const during: Array<[string, () => request.Test]> = [
      ['the feed', () => visitor.get('/api/videos')],
      ['a session lookup', () => agent.get('/api/user')],
      ['a signed-in write', () => agent.post(`/api/videos/${created.body.id}/like`)],
      ['sign-in', () => t.agent().post('/api/login').send({ email, password })],
      [
        'registration',
        () =>
          t
            .agent()
            .post('/api/register')
            .send({ email: `late${Date.now()}@example.com`, password: 'secret123' }),
      ],
      ['an upload', () => t.agent().put(unusedUpload).set('Content-Type', 'video/mp4').send(clip)],
      // An uploaded file's type is recorded in the database; this one was never played.
      ['an uploaded file never played', () => visitor.get(`/objects/${key}`).set('Range', 'bytes=0-99')],
      ['readiness', () => visitor.get('/api/health/ready')],
    ];
    for (const [what, send] of during) {
      const started = Date.now();
      const res = await send();
      expect({ what, status: res.status, contentType: res.headers['content-type'] }).toEqual({
        what,
        status: 503,
        contentType: expect.stringMatching(/^application\/json/),
      });
      expect(res.body).toEqual(what === 'readiness' ? { ...UNAVAILABLE, message: 'Not ready: database unavailable' } : UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(6_000);
    }
    await visitor.get('/api/health').expect(200);
    // The worker meets the outage too, more than once.
    await until('the probe to be tried twice during the gap', async () => ((await queue.getJob(job.id!))?.attemptsStarted ?? 0) >= 2, 20_000, 200);
    // Posters and playable copies are served from storage alone, and so is an upload played before.
    await visitor.get(detail.thumbnailUrl).expect(200);
    const played = await visitor.get(created.body.videoUrl).set('Range', 'bytes=0-99').expect(206);
    expect(played.headers['content-type']).toBe('video/mp4');

    await pg.start();
    await until('the feed to answer again', async () => (await visitor.get('/api/videos')).status === 200, 30_000, 200);
    await agent.get('/api/user').expect(200);
    await visitor.get('/api/health/ready').expect(200);
    await t.agent().post('/api/login').send({ email, password }).expect(200);
    await t.agent().put(unusedUpload).set('Content-Type', 'video/mp4').send(clip).expect(200);

    // The worker picks the job up again by itself, and the outage did not use up its attempts.
    const status = await until(
      'the video probed during the gap to be ready',
      async () => (await t.dataSource.query(`SELECT status FROM videos WHERE id = $1 AND status <> 'processing'`, [waiting]))[0]?.status as string | undefined,
      45_000,
      200,
    );
    expect(status).toBe('ready');
    // Only the run that succeeded counts as an attempt.
    await until('the probe job to complete', async () => (await queue.getJobState(job.id!)) === 'completed', 5_000);
    expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
  });
});
