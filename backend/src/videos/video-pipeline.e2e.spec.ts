import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaFixture, createMediaFixture } from '@genalpha/testkit';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { TestWorker, createTestWorker } from '../../../worker/src/test/test-worker';

type Agent = ReturnType<TestApp['agent']>;

/** Upload → create → the real worker probes it → ready; on one database and Redis prefix. */
describe('video pipeline: upload, create, process (API + worker, real ffmpeg)', () => {
  let t: TestApp;
  let worker: TestWorker;
  let fixtures: string;
  beforeAll(async () => {
    t = await createTestApp();
    worker = await createTestWorker({ databaseUrl: t.config.databaseUrl, redisPrefix: t.config.redisPrefix, dataDir: t.config.dataDir });
    fixtures = await mkdtemp(join(tmpdir(), 'ga-videos-'));
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  async function upload(agent: Agent, fixture: MediaFixture, contentType = 'video/mp4'): Promise<string> {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(201)).body as { uploadURL: string };
    const target = new URL(uploadURL);
    await t
      .agent()
      .put(`${target.pathname}${target.search}`)
      .set('Content-Type', contentType)
      .send(await readFile(await createMediaFixture(fixture, fixtures)));
    return uploadURL;
  }

  async function settled(agent: Agent, id: string): Promise<Record<string, unknown>> {
    for (let i = 0; i < 150; i++) {
      const res = await agent.get(`/api/videos/${id}`).expect(200);
      if (res.body.status !== 'processing') return res.body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`video ${id} still processing`);
  }

  /** The video once what follows its ready (the worker's after-ready jobs) has given it its poster sizes. */
  async function withPosterSizes(agent: Agent, id: string): Promise<Record<string, unknown>> {
    for (let i = 0; i < 300; i++) {
      const res = await agent.get(`/api/videos/${id}`).expect(200);
      if ((res.body.posterSources as unknown[]).length > 0) return res.body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`video ${id} still has no poster sizes`);
  }

  const post = { title: '  Neon city  ', caption: 'Rain at night', toolUsed: 'runway-gen-3', prompt: 'a neon city in the rain', aspectRatio: 'auto' };

  it('publishes an uploaded MP4 as processing, then shows it ready with its size, ratio and poster', async () => {
    const { agent, user } = await signUp(t);
    const videoUrl = await upload(agent, 'h264-16x9.mp4');
    const created = await agent
      .post('/api/videos')
      .send({ ...post, tags: ' neon, rain ,, neon ', videoUrl })
      .expect(201);
    expect(created.body).toMatchObject({
      title: 'Neon city',
      caption: 'Rain at night',
      prompt: 'a neon city in the rain',
      toolUsed: 'runway-gen-3',
      tags: 'neon, rain',
      aspectRatio: 'auto',
      status: 'processing',
      videoUrl: expect.stringMatching(/^\/objects\/uploads\/[0-9a-f-]{36}$/),
      likesCount: 0,
      viewsCount: 0,
      isLiked: false,
      creator: { id: user.id },
    });
    const [counts] = await t.dataSource.query(`SELECT "videosCount" FROM users WHERE id = $1`, [user.id]);
    expect(counts.videosCount).toBe(1);

    const ready = await settled(agent, created.body.id);
    expect(ready).toMatchObject({ status: 'ready', width: 320, height: 180, aspectRatio: '16:9', thumbnailUrl: expect.stringMatching(/^\/objects\//) });
    expect(ready.durationSeconds).toBeGreaterThan(1);
    const feed = await t.agent().get('/api/videos').expect(200);
    expect(feed.body.videos.map((v: { id: string }) => v.id)).toContain(created.body.id);
    const poster = await t
      .agent()
      .get(ready.thumbnailUrl as string)
      .expect(200);
    expect(poster.headers['content-type']).toMatch(/^image\//);
    const posterPath = `/objects/videos/${created.body.id}`;
    // Ready with its poster (thumbnailUrl); its sizes follow (the worker's after-ready spec shows the order).
    const sized = await withPosterSizes(agent, created.body.id);
    expect(sized.posterSources).toEqual([
      { url: `${posterPath}/poster.jpg`, width: 320, type: 'image/jpeg' },
      { url: `${posterPath}/poster-320.webp`, width: 320, type: 'image/webp' },
    ]);
    const feedAfter = await t.agent().get('/api/videos').expect(200);
    expect(feedAfter.body.videos.find((v: { id: string }) => v.id === created.body.id).posterSources).toEqual(sized.posterSources);
    const webp = await t.agent().get(`${posterPath}/poster-320.webp`).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const firstBytes = await t
      .agent()
      .get(ready.videoUrl as string)
      .set('Range', 'bytes=0-99')
      .expect(206);
    expect(firstBytes.headers['content-range']).toMatch(/^bytes 0-99\//);
  });

  it('refuses an upload URL that is used twice or belongs to someone else', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const videoUrl = await upload(owner.agent, 'h264-16x9.mp4');
    const theirs = await stranger.agent
      .post('/api/videos')
      .send({ ...post, videoUrl })
      .expect(400);
    expect(theirs.body.message).toBe('Upload not found');
    await owner.agent
      .post('/api/videos')
      .send({ ...post, videoUrl })
      .expect(201);
    const again = await owner.agent
      .post('/api/videos')
      .send({ ...post, videoUrl })
      .expect(400);
    expect(again.body.message).toBe('This upload has already been used');
    const [counts] = await t.dataSource.query(`SELECT "videosCount" FROM users WHERE id = $1`, [owner.user.id]);
    expect(counts.videosCount).toBe(1);
  });

  it('marks an undecodable upload failed: hidden from everyone, with the reason for its owner', async () => {
    const { agent, user } = await signUp(t);
    const created = await agent
      .post('/api/videos')
      .send({ ...post, videoUrl: await upload(agent, 'random-bytes.mp4') })
      .expect(201);
    const failed = await settled(agent, created.body.id);
    expect(failed).toMatchObject({ status: 'failed', isHidden: true, failureReason: expect.any(String) });
    await t.agent().get(`/api/videos/${created.body.id}`).expect(404);
    const theirs = await t.agent().get(`/api/videos/user/${user.id}`).expect(200);
    expect(theirs.body.videos).toEqual([]);
    const own = await agent.get(`/api/videos/user/${user.id}`).expect(200);
    expect(own.body.videos).toEqual([expect.objectContaining({ id: created.body.id, status: 'failed' })]);
  });

  it('hides a video on report-broken only when its stored file does not decode', async () => {
    const { agent } = await signUp(t);
    const created = await agent
      .post('/api/videos')
      .send({ ...post, videoUrl: await upload(agent, 'h264-16x9.mp4') })
      .expect(201);
    const ready = await settled(agent, created.body.id);
    await t.agent().post(`/api/videos/${ready.id}/report-broken`).expect(200, { hidden: false, alreadyHidden: false });

    await writeFile(join(t.config.dataDir, 'objects', (ready.videoUrl as string).slice('/objects/'.length)), randomBytes(32 * 1024));
    await t.agent().post(`/api/videos/${ready.id}/report-broken`).expect(200, { hidden: true, alreadyHidden: false });
    await agent.post(`/api/videos/${ready.id}/report-broken`).expect(200, { hidden: false, alreadyHidden: true });
    await t.agent().post(`/api/videos/${ready.id}/report-broken`).expect(404);
    await t.agent().get(`/api/videos/${ready.id}`).expect(404);
  });

  it("deletes a video's stored files with it", async () => {
    const { agent } = await signUp(t);
    const created = await agent
      .post('/api/videos')
      .send({ ...post, videoUrl: await upload(agent, 'hevc-1x1.mov', 'video/quicktime') })
      .expect(201);
    expect(await settled(agent, created.body.id)).toMatchObject({ status: 'ready', aspectRatio: '1:1' });
    const ready = await withPosterSizes(agent, created.body.id);
    const urls = [created.body.videoUrl, ready.videoUrl, ready.thumbnailUrl, `/objects/videos/${ready.id}/poster-240.webp`] as string[];
    expect(new Set(urls).size).toBe(4);
    for (const url of urls) await t.agent().get(url).expect(200);

    await agent.delete(`/api/videos/${ready.id}`).expect(200, { message: 'Video deleted' });
    for (const url of urls) await t.agent().get(url).expect(404);
  });
});
