import { RANK_FEED_SQL, RECOMPUTE_CREATOR_STATS_SQL } from '@genalpha/db';
import type IORedis from 'ioredis';
import type { Response } from 'supertest';
import { REDIS } from '../redis/redis.module';
import { eventually } from '../test/eventually';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;

/**
 * Every list and page a block or a mute reaches, for the blocker, the blocked, the muter and a
 * bystander (the table of issue 35): what each one sees of the others.
 */
describe('blocks and mutes: who sees what (API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ids = (res: Response, key = 'videos') => (res.body[key] as Array<{ id: string }>).map((item) => item.id);

  async function creator(name: string): Promise<Account> {
    const account = await signUp(t);
    await account.agent.put(`/api/users/${account.user.id}`).send({ username: name, displayName: name }).expect(200);
    return account;
  }

  async function freshForYou(): Promise<void> {
    await t.dataSource.query(RANK_FEED_SQL);
    const redis = t.app.get<IORedis>(REDIS);
    const snapshots = await redis.keys(`${t.config.redisPrefix}:for-you*`);
    if (snapshots.length > 0) await redis.del(...snapshots);
  }

  /** What `viewer` sees of every list where `video` (by `owner`) and a comment of `owner` under `bystanderVideo` could show. */
  async function sees(viewer: Account, owner: Account, video: string, bystanderVideo: string, bystander: Account) {
    const agent = viewer.agent;
    const comments = await agent.get(`/api/videos/${bystanderVideo}/comments`).expect(200);
    const followers = await agent.get(`/api/users/${bystander.user.id}/followers`).expect(200);
    const leaderboard = await agent.get('/api/creators').expect(200);
    return {
      latest: ids(await agent.get('/api/videos').expect(200)).includes(video),
      tag: ids(await agent.get('/api/videos').query({ tag: 'ai' }).expect(200)).includes(video),
      forYou: ids(await agent.get('/api/feed/for-you').expect(200)).includes(video),
      videoPage: (await agent.get(`/api/videos/${video}`)).status,
      theirComments: (await agent.get(`/api/videos/${video}/comments`)).status,
      profile: (await agent.get(`/api/users/${owner.user.id}`)).status,
      profileByName: (await agent.get(`/api/users/username/${owner.user.username ?? ''}`)).status,
      profileVideos: ids(await agent.get(`/api/videos/user/${owner.user.id}`).expect(200)).includes(video),
      commentUnderBystander: (comments.body.comments as Array<{ userId: string }>).some((c) => c.userId === owner.user.id),
      inFollowersList: (followers.body.followers as Array<{ id: string }>).some((f) => f.id === owner.user.id),
      onLeaderboard: (leaderboard.body.creators as Array<{ id: string }>).some((c) => c.id === owner.user.id),
    };
  }

  const everything = {
    latest: true,
    tag: true,
    forYou: true,
    videoPage: 200,
    theirComments: 200,
    profile: 200,
    profileByName: 200,
    profileVideos: true,
    commentUnderBystander: true,
    inFollowersList: true,
    onLeaderboard: true,
  };
  const nothing = {
    latest: false,
    tag: false,
    forYou: false,
    videoPage: 404,
    theirComments: 404,
    profile: 404,
    profileByName: 404,
    profileVideos: false,
    commentUnderBystander: false,
    inFollowersList: false,
    onLeaderboard: false,
  };

  it('a block hides each from the other everywhere, both ways, never announced; a bystander sees both; unblocking brings them back', async () => {
    const blocker = await creator('blocker');
    const blocked = await creator('blocked');
    const bystander = await creator('bystander');
    blocker.user.username = 'blocker';
    blocked.user.username = 'blocked';
    const blockerVideo = await insertVideo(t.dataSource, blocker.user.id, { viewsCount: 100 });
    const blockedVideo = await insertVideo(t.dataSource, blocked.user.id, { viewsCount: 100 });
    const bystanderVideo = await insertVideo(t.dataSource, bystander.user.id);
    for (const account of [blocker, blocked]) {
      await account.agent.post(`/api/videos/${bystanderVideo}/comments`).send({ text: 'Nice' }).expect(201);
      await account.agent.post(`/api/users/${bystander.user.id}/follow`).expect(200);
    }
    await blocked.agent.post(`/api/videos/${blockerVideo}/like`).expect(200);
    await eventually(async () => expect((await blocker.agent.get('/api/notifications').expect(200)).body.notifications).toHaveLength(1));
    await t.dataSource.query(RECOMPUTE_CREATOR_STATS_SQL);
    await freshForYou();
    expect(await sees(blocker, blocked, blockedVideo, bystanderVideo, bystander)).toEqual(everything);

    await blocker.agent.post(`/api/users/${blocked.user.id}/block`).expect(200, { isBlocked: true });
    await freshForYou();
    expect(await sees(blocker, blocked, blockedVideo, bystanderVideo, bystander)).toEqual(nothing);
    expect(await sees(blocked, blocker, blockerVideo, bystanderVideo, bystander)).toEqual(nothing);
    expect(await sees(bystander, blocked, blockedVideo, bystanderVideo, bystander)).toEqual(everything);
    expect(await sees(bystander, blocker, blockerVideo, bystanderVideo, bystander)).toEqual(everything);
    // The like's notification is gone for the blocker, and their unread count with it.
    expect((await blocker.agent.get('/api/notifications').expect(200)).body.notifications).toEqual([]);

    // Neither can act on the other: the same 404 as for a video or person that does not exist.
    const missingVideo = { statusCode: 404, message: 'Video not found', error: 'Not Found' };
    expect((await blocked.agent.post(`/api/videos/${blockerVideo}/comments`).send({ text: 'Hey' }).expect(404)).body).toEqual(missingVideo);
    expect((await blocked.agent.post(`/api/videos/${blockerVideo}/like`).expect(404)).body.message).toBe('Video not found');
    expect((await blocked.agent.post(`/api/videos/${blockerVideo}/report`).send({ reason: 'spam' }).expect(404)).body.message).toBe('Video not found');
    expect((await blocker.agent.post(`/api/videos/${blockedVideo}/like`).expect(404)).body.message).toBe('Video not found');
    expect((await blocked.agent.post(`/api/users/${blocker.user.id}/follow`).expect(404)).body.message).toBe('User not found');
    expect((await blocker.agent.post(`/api/users/${blocked.user.id}/follow`).expect(404)).body.message).toBe('User not found');
    const [blockerComment] = (await bystander.agent.get(`/api/videos/${bystanderVideo}/comments`).expect(200)).body.comments;
    expect((await blocked.agent.post(`/api/comments/${blockerComment.id}/like`).expect(404)).body.message).toBe('Comment not found');
    // New actions of the blocked never reach the blocker either.
    await blocked.agent.post(`/api/videos/${bystanderVideo}/like`).expect(200);
    await blocker.agent.get(`/api/users/${blocked.user.id}/followers`).expect(404);

    const listed = await blocker.agent.get('/api/user/blocks').expect(200);
    expect(listed.body).toEqual({
      users: [expect.objectContaining({ id: blocked.user.id, username: 'blocked', since: expect.any(String) })],
      nextCursor: null,
    });
    expect((await blocked.agent.get('/api/user/blocks').expect(200)).body.users).toEqual([]);

    await blocker.agent.delete(`/api/users/${blocked.user.id}/block`).expect(200, { isBlocked: false });
    await freshForYou();
    expect(await sees(blocker, blocked, blockedVideo, bystanderVideo, bystander)).toEqual(everything);
    expect(await sees(blocked, blocker, blockerVideo, bystanderVideo, bystander)).toEqual(everything);
  });

  it('a mute is one-sided and silent: the muted creator leaves the feeds, their comments collapse, their notifications stop; they still see me', async () => {
    const muter = await creator('muter');
    const muted = await creator('muted');
    const bystander = await creator('bystander2');
    muter.user.username = 'muter';
    muted.user.username = 'muted';
    const mutedVideo = await insertVideo(t.dataSource, muted.user.id, { viewsCount: 100 });
    const muterVideo = await insertVideo(t.dataSource, muter.user.id, { viewsCount: 100 });
    const bystanderVideo = await insertVideo(t.dataSource, bystander.user.id);
    await muted.agent.post(`/api/videos/${bystanderVideo}/comments`).send({ text: 'Hello' }).expect(201);
    await muted.agent.post(`/api/users/${bystander.user.id}/follow`).expect(200);
    await muter.agent.post(`/api/users/${muted.user.id}/follow`).expect(200);
    await t.dataSource.query(RECOMPUTE_CREATOR_STATS_SQL);

    await muter.agent.post(`/api/users/${muted.user.id}/mute`).expect(200, { isMuted: true });
    await muter.agent.post(`/api/users/${muted.user.id}/mute`).expect(200, { isMuted: true });
    await freshForYou();
    expect(await sees(muter, muted, mutedVideo, bystanderVideo, bystander)).toEqual({
      ...everything,
      latest: false,
      tag: false,
      forYou: false,
    });
    expect(ids(await muter.agent.get('/api/feed/following').expect(200))).not.toContain(mutedVideo);
    const comments = await muter.agent.get(`/api/videos/${bystanderVideo}/comments`).expect(200);
    expect(comments.body.comments).toEqual([expect.objectContaining({ userId: muted.user.id, hiddenReason: 'muted' })]);
    expect((await bystander.agent.get(`/api/videos/${bystanderVideo}/comments`).expect(200)).body.comments[0].hiddenReason).toBeNull();
    expect((await muter.agent.get(`/api/users/${muted.user.id}`).expect(200)).body.user.isMuted).toBe(true);
    // The muted person sees the muter as before, and is never told.
    expect(await sees(muted, muter, muterVideo, bystanderVideo, bystander)).toMatchObject({ latest: true, videoPage: 200, profile: 200 });
    expect((await muted.agent.get(`/api/users/${muter.user.id}`).expect(200)).body.user.isMuted).toBe(false);

    await muted.agent.post(`/api/videos/${muterVideo}/like`).expect(200);
    await muted.agent.post(`/api/videos/${muterVideo}/comments`).send({ text: 'Hi' }).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await muter.agent.get('/api/notifications').expect(200)).body.notifications).toEqual([]);
    expect((await muter.agent.get('/api/notifications/unread-count').expect(200)).body).toMatchObject({ count: 0 });

    const listed = await muter.agent.get('/api/user/mutes').expect(200);
    expect(listed.body).toEqual({ users: [expect.objectContaining({ id: muted.user.id })], words: [], nextCursor: null });
    await muter.agent.delete(`/api/users/${muted.user.id}/mute`).expect(200, { isMuted: false });
    expect(ids(await muter.agent.get('/api/videos').expect(200))).toContain(mutedVideo);
  });

  it('muted words and #tags hide matching videos from the feeds and collapse matching comments, whole words, any case, literally', async () => {
    const viewer = await signUp(t);
    const poster = await creator('wordposter');
    const catVideo = await insertVideo(t.dataSource, poster.user.id, { title: 'My CATS at dawn' });
    const catSingular = await insertVideo(t.dataSource, poster.user.id, { title: 'A cat, alone' });
    const dogTagged = await insertVideo(t.dataSource, poster.user.id, { title: 'Walk' });
    await t.dataSource.query(`UPDATE videos SET tags = 'dogs, park' WHERE id = $1`, [dogTagged]);
    const plain = await insertVideo(t.dataSource, poster.user.id, { title: 'Nothing to see' });
    await poster.agent.post(`/api/videos/${plain}/comments`).send({ text: 'cats everywhere!' }).expect(201);
    await poster.agent.post(`/api/videos/${plain}/comments`).send({ text: 'concatenate' }).expect(201);

    const set = await viewer.agent
      .put('/api/user/muted-words')
      .send({ words: ['  Cats ', 'cats', '#dogs', '.*', '\\b', 'x'.repeat(100)] })
      .expect(200);
    expect(set.body.words).toEqual(['cats', '#dogs', '.*', '\\b', 'x'.repeat(100)]);
    const latest = ids(await viewer.agent.get('/api/videos').expect(200));
    expect(latest).not.toContain(catVideo);
    expect(latest).not.toContain(dogTagged);
    expect(latest).toEqual(expect.arrayContaining([catSingular, plain]));
    const comments = (await viewer.agent.get(`/api/videos/${plain}/comments`).expect(200)).body.comments as Array<{
      text: string;
      hiddenReason: string | null;
    }>;
    expect(comments.map((c) => [c.text, c.hiddenReason])).toEqual([
      ['cats everywhere!', 'muted'],
      ['concatenate', null],
    ]);
    expect((await viewer.agent.get('/api/user/mutes').expect(200)).body.words).toHaveLength(5);

    const invalid: Array<[object, string]> = [
      [{ words: [''] }, 'A muted word cannot be empty'],
      [{ words: ['   '] }, 'A muted word cannot be empty'],
      [{ words: ['y'.repeat(10_000)] }, 'A muted word must be 100 characters or less'],
      [{ words: Array.from({ length: 101 }, (_, i) => `w${i}`) }, 'At most 100 muted words'],
      [{ words: [3] }, 'Each muted word must be text'],
      [{ words: 'cats' }, 'words must be a list'],
      [{}, 'words must be a list'],
    ];
    for (const [body, message] of invalid) {
      const res = await viewer.agent.put('/api/user/muted-words').send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
    await viewer.agent.put('/api/user/muted-words').send({ words: [] }).expect(200, { words: [] });
    expect(ids(await viewer.agent.get('/api/videos').expect(200))).toEqual(expect.arrayContaining([catVideo, dogTagged]));
  });
});
