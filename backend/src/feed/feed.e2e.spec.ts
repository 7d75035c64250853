import { EventEmitter2 } from '@nestjs/event-emitter';
import type IORedis from 'ioredis';
import type { Response } from 'supertest';
import { RANK_FEED_SQL } from '@genalpha/db';
import { DomainEvent } from '../common/domain-events';
import { JobQueue } from '../queue/job-queue.service';
import { REDIS } from '../redis/redis.module';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';
import { FOR_YOU_RULES } from './for-you-ranking';

type Agent = ReturnType<TestApp['agent']>;
interface Item {
  id: string;
  creator: { id: string };
  reasons: string[];
  previewUrl: string | null;
  placeholder: string | null;
}

describe('discovery feeds (GET /api/feed/for-you, /api/feed/following, "Not interested")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
  const rank = () => t.dataSource.query(RANK_FEED_SQL);
  const ids = (res: Response) => (res.body.videos as Item[]).map((v) => v.id);
  /** A ready video `hours` old with `likes` likes (counters only: the score reads the counters). */
  async function video(ownerId: string, likes: number, hours = 5, extra: Parameters<typeof insertVideo>[2] = {}): Promise<string> {
    const id = await insertVideo(t.dataSource, ownerId, { createdAt: hoursAgo(hours), viewsCount: 100, ...extra });
    await t.dataSource.query(`UPDATE videos SET "likesCount" = $2 WHERE id = $1`, [id, likes]);
    return id;
  }
  /** Every page of a feed, following nextCursor. */
  async function allPages(agent: Agent, path: string, query: Record<string, string | number> = {}, between?: () => Promise<void>): Promise<Item[]> {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await agent
        .get(path)
        .query({ ...query, ...(cursor ? { cursor } : {}) })
        .expect(200);
      items.push(...(res.body.videos as Item[]));
      cursor = res.body.nextCursor;
      if (between) await between();
    } while (cursor);
    return items;
  }
  /** No videos, and no For You snapshots: visitors share theirs for the minute, whatever the page size. */
  async function freshDatabase(): Promise<void> {
    await t.dataSource.query(`DELETE FROM videos`);
    const redis = t.app.get<IORedis>(REDIS);
    const snapshots = await redis.keys(`${t.config.redisPrefix}:for-you:*`);
    if (snapshots.length > 0) await redis.del(...snapshots);
  }

  it('ranks by score (engagement over age, minus open reports), never a hidden, failed, processing or removed video', async () => {
    await freshDatabase();
    const owner = (await signUp(t)).user.id;
    const creators = await Promise.all([1, 2, 3, 4].map(async () => (await signUp(t)).user.id));
    const best = await video(creators[0], 50);
    const older = await video(creators[1], 50, 8);
    const middle = await video(creators[2], 10);
    const reported = await video(creators[3], 12);
    const reporter = (await signUp(t)).user.id;
    await t.dataSource.query(`INSERT INTO reports ("videoId", "userId", reason) VALUES ($1, $2, 'spam')`, [reported, reporter]);
    const hidden = await video(owner, 500, 1, { isHidden: true });
    const failed = await video(owner, 500, 1, { status: 'failed', isHidden: true });
    const processing = await video(owner, 500, 1, { status: 'processing' });
    const removed = await video(owner, 500, 1, { isHidden: true, moderationState: 'removed' });
    await rank();

    const scores = await t.dataSource.query(`SELECT "videoId" FROM video_scores ORDER BY score DESC`);
    expect(scores.map((s: { videoId: string }) => s.videoId)).toEqual([best, older, middle, reported]);
    const res = await t.agent().get('/api/feed/for-you').query({ limit: 4 }).expect(200);
    expect(ids(res)).toEqual([best, older, middle, reported]);
    for (const left of [hidden, failed, processing, removed]) expect(ids(res)).not.toContain(left);
    expect(res.body.videos[0]).toMatchObject({ reasons: ['popular'], previewUrl: null, placeholder: null, isLiked: false });
    expect(res.body.nextCursor).toBeNull();
  });

  it('shows at most 2 videos of one creator in any 10 in a row, and never the viewer their own videos', async () => {
    await freshDatabase();
    const viewer = await signUp(t);
    const prolific = (await signUp(t)).user.id;
    for (let i = 0; i < 8; i++) await video(prolific, 100 - i);
    for (let i = 0; i < 12; i++) await video((await signUp(t)).user.id, 20 - i);
    const own = await video(viewer.user.id, 1000);
    await rank();

    const items = await allPages(viewer.agent, '/api/feed/for-you', { limit: 7 });
    expect(items.map((v) => v.id)).not.toContain(own);
    for (let i = 0; i + FOR_YOU_RULES.window <= items.length; i++) {
      const window = items.slice(i, i + FOR_YOU_RULES.window);
      expect(window.filter((v) => v.creator.id === prolific).length).toBeLessThanOrEqual(FOR_YOU_RULES.maxPerCreator);
    }
    expect(items.filter((v) => v.creator.id === prolific).length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((v) => v.id)).size).toBe(items.length);
  });

  it('boosts followed creators (reason following) and gives a page slot to a new video with few views (reason exploration)', async () => {
    await freshDatabase();
    const viewer = await signUp(t);
    const followed = (await signUp(t)).user.id;
    const popular: string[] = [];
    for (let i = 0; i < 6; i++) popular.push(await video((await signUp(t)).user.id, 100 - 10 * i, 5, { viewsCount: 0 }));
    // Doubled by the follow, its score ranks between the first's and the second's.
    const fromFollowed = await video(followed, 47, 5, { viewsCount: 0 });
    const fresh = await video((await signUp(t)).user.id, 0, 0.5, { viewsCount: 2 });
    await rank();
    await viewer.agent.post(`/api/users/${followed}/follow`).expect(200);

    const res = await viewer.agent.get('/api/feed/for-you').query({ limit: 6 }).expect(200);
    const items = res.body.videos as Item[];
    expect(items[1]).toMatchObject({ id: fromFollowed, reasons: ['popular', 'following'] });
    expect(items[FOR_YOU_RULES.explorationSlot]).toMatchObject({ id: fresh, reasons: ['exploration'] });
    expect(items.map((v) => v.id)).toEqual([popular[0], fromFollowed, popular[1], fresh, popular[2], popular[3]]);

    const visitor = await t.agent().get('/api/feed/for-you').query({ limit: 6 }).expect(200);
    expect(ids(visitor)).toEqual([popular[0], popular[1], popular[2], fresh, popular[3], popular[4]]);
  });

  it('"Not interested" removes the video at once, down-weights its creator and tool, and is counted and reset', async () => {
    await freshDatabase();
    const viewer = await signUp(t);
    const dull = (await signUp(t)).user.id;
    const dullTop = await video(dull, 100);
    const dullSecond = await video(dull, 90);
    const others: string[] = [];
    for (let i = 0; i < 3; i++) others.push(await video((await signUp(t)).user.id, 60 - i));
    await rank();

    const first = await viewer.agent.get('/api/feed/for-you').query({ limit: 2 }).expect(200);
    expect(ids(first)).toEqual([dullTop, dullSecond]);
    await viewer.agent.post('/api/feed/not-interested').send({ videoId: dullTop }).expect(204);
    await viewer.agent.post('/api/feed/not-interested').send({ videoId: dullTop }).expect(204);
    expect((await viewer.agent.get('/api/feed/preferences').expect(200)).body).toEqual({ notInterestedCount: 1 });

    // Gone from the page it was on, even through a cursor of a snapshot taken before.
    const again = await viewer.agent.get('/api/feed/for-you').query({ limit: 2 }).expect(200);
    expect(ids(again)).not.toContain(dullTop);
    // 90 halved is below the other creators' 60, 59 and 58.
    expect(ids(again)).toEqual([others[0], others[1]]);
    const all = await allPages(viewer.agent, '/api/feed/for-you', { limit: 10 });
    expect(all.map((v) => v.id)).toEqual([...others, dullSecond]);

    await viewer.agent.delete('/api/feed/preferences').expect(204);
    expect((await viewer.agent.get('/api/feed/preferences').expect(200)).body).toEqual({ notInterestedCount: 0 });
    expect(ids(await viewer.agent.get('/api/feed/for-you').query({ limit: 2 }).expect(200))).toEqual([dullTop, dullSecond]);

    await viewer.agent.post('/api/feed/not-interested').send({ videoId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await viewer.agent.post('/api/feed/not-interested').send({ videoId: 'nope' }).expect(400);
    await t.agent().post('/api/feed/not-interested').send({ videoId: dullTop }).expect(401);
  });

  it('keeps a cursor stable while new videos and likes arrive: nothing repeated, nothing skipped', async () => {
    await freshDatabase();
    const viewer = await signUp(t);
    const start: string[] = [];
    for (let i = 0; i < 14; i++) start.push(await video((await signUp(t)).user.id, 10 + i * 3, 2 + i));
    await rank();
    const late = (await signUp(t)).user.id;
    let round = 0;
    const items = await allPages(viewer.agent, '/api/feed/for-you', { limit: 4 }, async () => {
      round++;
      await video(late, 1000 + round, 0.1);
      await t.dataSource.query(`UPDATE videos SET "likesCount" = "likesCount" + 500 WHERE id = $1`, [start[round % start.length]]);
      await rank();
    });
    const served = items.map((v) => v.id);
    expect(new Set(served).size).toBe(served.length);
    expect([...served].sort()).toEqual([...start].sort());

    const other = await signUp(t);
    const page = await viewer.agent.get('/api/feed/for-you').query({ limit: 4 }).expect(200);
    await other.agent.get('/api/feed/for-you').query({ limit: 4, cursor: page.body.nextCursor }).expect(400);
    await viewer.agent.get('/api/feed/for-you').query({ limit: 4, cursor: page.body.nextCursor, tool: 'pika-labs' }).expect(400);
    await viewer.agent.get('/api/feed/for-you').query({ cursor: 'garbage' }).expect(400);
  });

  it('narrows every feed to a tool, and refuses an unknown one', async () => {
    await freshDatabase();
    const viewer = await signUp(t);
    const creator = (await signUp(t)).user.id;
    await viewer.agent.post(`/api/users/${creator}/follow`).expect(200);
    const sora = await video(creator, 5);
    const pika = await video(creator, 5, 6);
    await t.dataSource.query(`UPDATE videos SET "toolUsed" = 'pika-labs' WHERE id = $1`, [pika]);
    await rank();

    for (const path of ['/api/videos', '/api/feed/for-you', '/api/feed/following']) {
      expect(ids(await viewer.agent.get(path).query({ tool: 'pika-labs' }).expect(200))).toEqual([pika]);
      expect(ids(await viewer.agent.get(path).query({ tool: 'openai-sora' }).expect(200))).toEqual([sora]);
      const bad = await viewer.agent.get(path).query({ tool: 'midjourney' }).expect(400);
      expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('narrows For You and Following to videos with valid Content Credentials, and keeps ?verified= in the cursor', async () => {
    await freshDatabase();
    const viewer = await signUp(t);
    // Two followed creators: For You shows at most 2 videos of one creator in any 10.
    const [first, second] = await Promise.all([1, 2].map(async () => (await signUp(t)).user.id));
    for (const creator of [first, second]) await viewer.agent.post(`/api/users/${creator}/follow`).expect(200);
    const verified = [await video(first, 30), await video(second, 20, 6)];
    const invalid = await video(first, 40);
    const unsigned = await video(second, 50);
    const fresh = await video((await signUp(t)).user.id, 0, 0.5, { viewsCount: 2 });
    await t.dataSource.query(`UPDATE videos SET "credentialsState" = 'valid' WHERE id = ANY($1)`, [verified]);
    await t.dataSource.query(`UPDATE videos SET "credentialsState" = 'invalid' WHERE id = $1`, [invalid]);
    await rank();

    for (const path of ['/api/feed/for-you', '/api/feed/following']) {
      expect(ids(await viewer.agent.get(path).query({ verified: 'true' }).expect(200))).toEqual(verified);
      const all = ids(await viewer.agent.get(path).query({ verified: 'false' }).expect(200));
      for (const id of [...verified, invalid, unsigned]) expect(all).toContain(id);
      const bad = await viewer.agent.get(path).query({ verified: 'yes' }).expect(400);
      expect(bad.body).toMatchObject({ statusCode: 400, message: 'verified must be true or false', error: 'Bad Request' });
    }
    const visitorAll = ids(await t.agent().get('/api/feed/for-you').expect(200));
    expect(visitorAll).toContain(fresh);
    // Visitors share snapshots per ?verified= too: the unnarrowed one made a moment ago is not served.
    expect(ids(await t.agent().get('/api/feed/for-you').query({ verified: 'true' }).expect(200))).toEqual(verified);

    const page = await viewer.agent.get('/api/feed/for-you').query({ limit: 1 }).expect(200);
    const mismatch = await viewer.agent.get('/api/feed/for-you').query({ limit: 1, cursor: page.body.nextCursor, verified: 'true' }).expect(400);
    expect(mismatch.body).toMatchObject({ statusCode: 400, message: 'Invalid cursor' });
    const narrowedPage = await viewer.agent.get('/api/feed/for-you').query({ limit: 1, verified: 'true' }).expect(200);
    await viewer.agent.get('/api/feed/for-you').query({ limit: 1, cursor: narrowedPage.body.nextCursor }).expect(400);
    const next = await viewer.agent.get('/api/feed/for-you').query({ limit: 1, cursor: narrowedPage.body.nextCursor, verified: 'true' }).expect(200);
    expect([...ids(narrowedPage), ...ids(next)]).toEqual(verified);
  });

  it("Following: the followed creators' videos, newest first, for signed-in viewers only", async () => {
    await freshDatabase();
    const viewer = await signUp(t);
    const followed = (await signUp(t)).user.id;
    const stranger = (await signUp(t)).user.id;
    const older = await video(followed, 0, 10);
    const newer = await video(followed, 0, 1);
    await video(followed, 0, 1, { isHidden: true });
    await video(stranger, 100, 1);
    await viewer.agent.post(`/api/users/${followed}/follow`).expect(200);

    const res = await viewer.agent.get('/api/feed/following').query({ limit: 1 }).expect(200);
    expect(res.body.videos).toEqual([expect.objectContaining({ id: newer, reasons: ['following'] })]);
    const next = await viewer.agent.get('/api/feed/following').query({ limit: 1, cursor: res.body.nextCursor }).expect(200);
    expect(ids(next)).toEqual([older]);
    expect(next.body.nextCursor).toBeNull();
    await t.agent().get('/api/feed/following').expect(401);
  });

  describe('rank scheduling', () => {
    const scheduledRanks = async () =>
      (await t.app.get(JobQueue).queue('maintenance').getJobs(['delayed', 'waiting'])).filter((job) => job.name === 'feed.rank').length;

    beforeEach(() => t.app.get(JobQueue).queue('maintenance').obliterate({ force: true }));

    it.each([
      DomainEvent.VideoCreated,
      DomainEvent.VideoDeleted,
      DomainEvent.VideoLiked,
      DomainEvent.VideoUnliked,
      DomainEvent.VideoViewed,
      DomainEvent.CommentCreated,
    ])('schedules feed.rank on %s, a burst collapsing into one job', async (event) => {
      const emitter = t.app.get(EventEmitter2);
      const id = '00000000-0000-4000-8000-000000000000';
      const payload = { videoId: id, ownerId: id, actorId: id, commentId: id };
      await Promise.all([emitter.emitAsync(event, payload), emitter.emitAsync(event, payload), emitter.emitAsync(event, payload)]);
      expect(await scheduledRanks()).toBe(1);
    });
  });
});
