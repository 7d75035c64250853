import { EventEmitter2 } from '@nestjs/event-emitter';
import { RECOMPUTE_CREATOR_STATS_SQL } from '@genalpha/db';
import { DomainEvent } from '../common/domain-events';
import { JobQueue } from '../queue/job-queue.service';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

interface Stats {
  totalViews: number;
  totalLikes: number;
  followersCount: number;
  videosCount: number;
}

describe('creators leaderboard (API)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  /** A user and its creator_stats row, as the worker's recompute would leave them: none for a user without a username. */
  async function creator(username: string | null, displayName: string, userNumber: number, stats: Stats): Promise<string> {
    const [user] = await t.dataSource.query(
      `INSERT INTO users (email, password, username, "displayName", "userNumber") VALUES ($1, 'x', $2, $3, $4) RETURNING id`,
      [`${displayName.replace(/\W/g, '')}${userNumber}@example.com`.toLowerCase(), username, displayName, userNumber],
    );
    if (username === null) return user.id;
    await t.dataSource.query(
      `INSERT INTO creator_stats ("userId", "userNumber", "totalViews", "totalLikes", "followersCount", "videosCount") VALUES ($1, $2, $3, $4, $5, $6)`,
      [user.id, userNumber, stats.totalViews, stats.totalLikes, stats.followersCount, stats.videosCount],
    );
    return user.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ids.ada = await creator('ada', 'Ada Lovelace', 7, { totalViews: 500, totalLikes: 10, followersCount: 3, videosCount: 2 });
    ids.bob = await creator('bob', 'Bob 100%_Real', 100, { totalViews: 900, totalLikes: 10, followersCount: 1, videosCount: 5 });
    ids.cyd = await creator('cyd', 'Cyd', 101, { totalViews: 900, totalLikes: 40, followersCount: 2, videosCount: 1 });
    ids.dee = await creator('deelovelace', 'Dee', 2000, { totalViews: 5_000_000_000, totalLikes: 0, followersCount: 0, videosCount: 1 });
    await creator(null, 'No Username Yet', 3000, { totalViews: 1e9, totalLikes: 1e9, followersCount: 1e6, videosCount: 100 });
    // Followed and liked, but no public video: not on the leaderboard.
    ids.eve = await creator('evenovideos', 'Eve Lovelace', 50, { totalViews: 0, totalLikes: 1e6, followersCount: 1e6, videosCount: 0 });
  });
  afterAll(() => t.close());

  const order = (body: { creators: Array<{ id: string }> }) => body.creators.map((c) => Object.keys(ids).find((name) => ids[name] === c.id));
  const ranks = (body: { creators: Array<{ rank: number }> }) => body.creators.map((c) => c.rank);

  it('ranks by total views by default, ties by registration order, with the entry shape and total', async () => {
    const res = await t.agent().get('/api/creators').expect(200);
    expect(order(res.body)).toEqual(['dee', 'bob', 'cyd', 'ada']);
    expect(ranks(res.body)).toEqual([1, 2, 3, 4]);
    expect(res.body.total).toBe(4);
    expect(res.body.creators[1]).toEqual({
      id: ids.bob,
      username: 'bob',
      displayName: 'Bob 100%_Real',
      avatarUrl: null,
      avatarSources: [],
      userNumber: 100,
      totalViews: 900,
      totalLikes: 10,
      followersCount: 1,
      videosCount: 5,
      remixesCount: 0,
      isAlpha: true,
      rank: 2,
    });
    expect(res.body.creators[0]).toMatchObject({ totalViews: 5_000_000_000, isAlpha: false });
    expect(res.body.creators[2]).toMatchObject({ userNumber: 101, isAlpha: false });
  });

  it.each([
    ['userNumber', ['ada', 'bob', 'cyd', 'dee']],
    ['totalViews', ['dee', 'bob', 'cyd', 'ada']],
    ['totalLikes', ['cyd', 'ada', 'bob', 'dee']],
    ['followersCount', ['ada', 'cyd', 'bob', 'dee']],
    ['videosCount', ['bob', 'ada', 'cyd', 'dee']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await t.agent().get('/api/creators').query({ sort }).expect(200);
    expect(order(res.body)).toEqual(expected);
  });

  it('lists only creators with a public video, and counts only those', async () => {
    const all = await t.agent().get('/api/creators').query({ sort: 'followersCount' }).expect(200);
    expect(order(all.body)).not.toContain('eve');
    expect(all.body.total).toBe(4);
    const full = await t.agent().get('/api/creators').query({ limit: 1 }).expect(200);
    expect(full.body.total).toBe(4);
    expect((await t.agent().get('/api/creators').query({ q: 'evenovideos' }).expect(200)).body).toEqual({ creators: [], total: 0 });
  });

  it('searches usernames and display names case-insensitively, with the matching total', async () => {
    const res = await t.agent().get('/api/creators').query({ q: 'LOVELACE' }).expect(200);
    expect(order(res.body)).toEqual(['dee', 'ada']);
    expect(res.body.total).toBe(2);
    const full = await t.agent().get('/api/creators').query({ q: 'LOVELACE', limit: 1 }).expect(200);
    expect(full.body).toMatchObject({ total: 2, creators: [{ username: 'deelovelace' }] });
    const byDisplayName = await t.agent().get('/api/creators').query({ q: 'cy' }).expect(200);
    expect(order(byDisplayName.body)).toEqual(['cyd']);
  });

  it.each([
    ['totalViews', 'lovelace', [1, 4]],
    ['userNumber', 'lovelace', [1, 4]],
    ['totalLikes', 'lovelace', [2, 4]],
    ['totalLikes', 'cy', [1]],
    ['followersCount', 'cy', [2]],
    ['videosCount', 'dee', [4]],
  ])('keeps each match at its global rank for %s while searching %s', async (sort, q, expected) => {
    const res = await t.agent().get('/api/creators').query({ sort, q }).expect(200);
    expect(ranks(res.body)).toEqual(expected);
  });

  it('treats LIKE wildcards in the query as plain characters', async () => {
    expect((await t.agent().get('/api/creators').query({ q: '%' }).expect(200)).body).toMatchObject({ total: 1, creators: [{ username: 'bob' }] });
    expect((await t.agent().get('/api/creators').query({ q: '_' }).expect(200)).body.total).toBe(1);
    expect((await t.agent().get('/api/creators').query({ q: '\\' }).expect(200)).body).toEqual({ creators: [], total: 0 });
  });

  it('limits the page but still reports the full total', async () => {
    const res = await t.agent().get('/api/creators').query({ limit: 2, sort: 'userNumber' }).expect(200);
    expect(order(res.body)).toEqual(['ada', 'bob']);
    expect(ranks(res.body)).toEqual([1, 2]);
    expect(res.body.total).toBe(4);
  });

  it.each([
    ['sort=likes', { sort: 'likes' }, 'sort must be one of userNumber, totalViews, totalLikes, followersCount, videosCount, remixesCount'],
    ['limit=0', { limit: 0 }, 'limit must be at least 1'],
    ['limit=101', { limit: 101 }, 'limit must be at most 100'],
    ['a q of 101 characters', { q: 'x'.repeat(101) }, 'q must be 100 characters or less'],
  ])('refuses %s with 400', async (_label, query, message) => {
    const res = await t.agent().get('/api/creators').query(query).expect(400);
    expect(res.body.message).toBe(message);
  });

  describe('recompute scheduling', () => {
    async function scheduledRecomputes(): Promise<number> {
      const queue = t.app.get(JobQueue).queue('maintenance');
      return (await queue.getJobs(['delayed', 'waiting'])).filter((job) => job.name === 'creators.recompute').length;
    }

    beforeEach(async () => {
      await t.app.get(JobQueue).queue('maintenance').obliterate({ force: true });
    });

    it('schedules one debounced recompute when a profile gets its first username', async () => {
      const { agent, user } = await signUp(t);
      await agent.put(`/api/users/${user.id}`).send({ displayName: 'Still no username' }).expect(200);
      expect(await scheduledRecomputes()).toBe(0);
      await agent.put(`/api/users/${user.id}`).send({ username: 'newcreator' }).expect(200);
      for (let i = 0; i < 20 && (await scheduledRecomputes()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await scheduledRecomputes()).toBe(1);
    });

    it.each([
      DomainEvent.VideoCreated,
      DomainEvent.VideoDeleted,
      DomainEvent.VideoLiked,
      DomainEvent.VideoUnliked,
      DomainEvent.VideoViewed,
      DomainEvent.UserFollowed,
      DomainEvent.UserUnfollowed,
    ])('schedules it on %s, a burst collapsing into one job', async (event) => {
      const emitter = t.app.get(EventEmitter2);
      const payload = { videoId: ids.ada, ownerId: ids.ada, actorId: ids.bob, followerId: ids.bob, followingId: ids.ada };
      await Promise.all([emitter.emitAsync(event, payload), emitter.emitAsync(event, payload), emitter.emitAsync(event, payload)]);
      expect(await scheduledRecomputes()).toBe(1);
    });
  });
});

describe('creators leaderboard after a recompute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ranks a creator with the totals other people gave them; accounts without a public (ready, unhidden) video are left out', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    await a.agent.put(`/api/users/${a.user.id}`).send({ username: 'creatora', displayName: 'Creator A' }).expect(200);
    await b.agent.put(`/api/users/${b.user.id}`).send({ username: 'fanb', displayName: 'Fan B' }).expect(200);
    await c.agent.put(`/api/users/${c.user.id}`).send({ username: 'hiddenc', displayName: 'Hidden C' }).expect(200);
    await insertVideo(t.dataSource, c.user.id, { isHidden: true, viewsCount: 1000 });
    await insertVideo(t.dataSource, c.user.id, { status: 'failed', isHidden: true });
    const videoId = await insertVideo(t.dataSource, a.user.id, { viewsCount: 42 });
    await insertVideo(t.dataSource, b.user.id);
    await insertVideo(t.dataSource, c.user.id, { status: 'processing' });
    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    await b.agent.post(`/api/videos/${videoId}/like`).expect(200);
    await b.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'Love it' }).expect(201);

    await t.dataSource.query(RECOMPUTE_CREATOR_STATS_SQL);
    const res = await t.agent().get('/api/creators').expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.creators[0]).toMatchObject({
      id: a.user.id,
      username: 'creatora',
      totalViews: 42,
      totalLikes: 1,
      followersCount: 1,
      videosCount: 1,
      isAlpha: true,
      rank: 1,
    });
    expect(res.body.creators[1]).toMatchObject({ id: b.user.id, totalViews: 0, totalLikes: 0, followersCount: 0, videosCount: 1, rank: 2 });
    const profile = await t.agent().get('/api/users/username/creatora').expect(200);
    expect(profile.body.user).toMatchObject({ totalViews: 42, videosCount: 1, followersCount: 1 });
  });
});
