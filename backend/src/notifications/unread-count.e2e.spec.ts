import type IORedis from 'ioredis';
import { NotificationStreamMessage, notificationChannel, notificationsRepository, SqlRunner, UnreadCounts } from '@genalpha/db';
import { until } from '@genalpha/testkit';
import { REDIS } from '../redis/redis.module';
import { establishedAccounts, signUpAs } from '../test/account-fixtures';
import { ScratchRedis, createScratchRedisApp } from '../test/scratch-redis';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

type Account = Awaited<ReturnType<typeof signUp>>;

const countOf = async (account: Account): Promise<number> => (await account.agent.get('/api/notifications/unread-count').expect(200)).body.count;

/**
 * The unread count comes from Redis while it is current; every change that moves it must show at once
 * (or, for changes made by an event listener after the response, as soon as the notification exists).
 * Each test reads the count first, so a cached count is what the change has to replace.
 */
describe('unread count (cached in Redis, exact)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sqlCount = (userId: string) => notificationsRepository.unreadCount(t.dataSource, userId);
  /** The unread counts pushed on the user's channel from now on: each is pushed once it is cached. */
  const pushedCounts = async (userId: string) => {
    const subscriber = t.app.get<IORedis>(REDIS).duplicate({ enableOfflineQueue: true });
    const counts: number[] = [];
    subscriber.on('message', (_channel: string, message: string) => counts.push((JSON.parse(message) as NotificationStreamMessage).count));
    await subscriber.subscribe(notificationChannel(t.config.redisPrefix, userId));
    return { counts, stop: async () => void (await subscriber.quit()) };
  };
  /** Waits for the notification an event listener writes after the response, then expects SQL to agree. */
  const settlesAt = async (account: Account, expected: number) => {
    await until(`an unread count of ${expected}`, async () => (await countOf(account)) === expected, 3_000);
    expect(await sqlCount(account.user.id)).toBe(expected);
  };

  it('answers from the cache: a row changed behind the API’s back is not seen until a change is announced', async () => {
    const owner = await signUp(t);
    const fan = await signUp(t);
    // The follow's notification is stored after the response; its count is cached only once the
    // notifier pushes it. A row changed before that push would be counted again from SQL.
    const pushed = await pushedCounts(owner.user.id);
    try {
      await fan.agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
      await until('the count of 1 pushed, and so cached', async () => pushed.counts.includes(1), 3_000);
    } finally {
      await pushed.stop();
    }
    await t.dataSource.query(`UPDATE notifications SET "isRead" = true WHERE "userId" = $1`, [owner.user.id]);
    expect(await countOf(owner)).toBe(1);
    await t.app.get(UnreadCounts).changed(owner.user.id);
    expect(await countOf(owner)).toBe(0);
  });

  it('counts a new follow, like and comment', async () => {
    const owner = await signUp(t);
    const fan = await signUp(t);
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    expect(await countOf(owner)).toBe(0);
    await fan.agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    await settlesAt(owner, 1);
    await fan.agent.post(`/api/videos/${videoId}/like`).expect(200);
    await settlesAt(owner, 2);
    await fan.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'Nice' }).expect(201);
    await settlesAt(owner, 3);
  });

  it('is exact once a notification or all of them are marked read', async () => {
    const owner = await signUp(t);
    const fans = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    for (const fan of fans) await fan.agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    await settlesAt(owner, 3);
    const [newest] = (await owner.agent.get('/api/notifications').expect(200)).body.notifications;
    await owner.agent.patch(`/api/notifications/${newest.id}/read`).expect(200);
    expect(await countOf(owner)).toBe(2);
    await owner.agent.patch('/api/notifications/read-all').expect(200, { updated: 2 });
    expect(await countOf(owner)).toBe(0);
  });

  it('counts the moderation notifications: a video hidden by reports, restored, removed', async () => {
    const owner = await signUp(t);
    const moderator = await signUpAs(t, 'moderator');
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    expect(await countOf(owner)).toBe(0);
    for (const reporter of await establishedAccounts(t, 3)) await reporter.agent.post(`/api/videos/${videoId}/report`).send({ reason: 'spam' }).expect(200);
    await settlesAt(owner, 1);
    await moderator.agent.post(`/api/admin/videos/${videoId}/restore`).send({}).expect(200);
    await settlesAt(owner, 2);
    await moderator.agent.post(`/api/admin/videos/${videoId}/remove`).send({ reason: 'Spam' }).expect(200);
    await settlesAt(owner, 3);
  });

  it('drops the notifications of a deleted comment and of a deleted video', async () => {
    const owner = await signUp(t);
    const fan = await signUp(t);
    const videoId = await insertVideo(t.dataSource, owner.user.id);
    const comment = await fan.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'soon gone' }).expect(201);
    await fan.agent.post(`/api/videos/${videoId}/like`).expect(200);
    await settlesAt(owner, 2);
    await fan.agent.delete(`/api/comments/${comment.body.id}`).expect(204);
    await until('the comment’s notification gone from the count', async () => (await countOf(owner)) === 1, 3_000);
    await owner.agent.delete(`/api/videos/${videoId}`).expect(200);
    await until('the video’s notification gone from the count', async () => (await countOf(owner)) === 0, 3_000);
    expect(await sqlCount(owner.user.id)).toBe(0);
  });

  it('leaves out the notifications of a suspended account, everyone’s, and counts them again once reinstated', async () => {
    const moderator = await signUpAs(t, 'moderator');
    const spammer = await signUp(t);
    const owners = await Promise.all([signUp(t), signUp(t)]);
    const bystander = await signUp(t);
    for (const owner of owners) await spammer.agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    await bystander.agent.post(`/api/users/${owners[0].user.id}/follow`).expect(200);
    await settlesAt(owners[0], 2);
    await settlesAt(owners[1], 1);

    await moderator.agent.post(`/api/admin/users/${spammer.user.id}/ban`).send({ reason: 'Spam' }).expect(200);
    expect([await countOf(owners[0]), await countOf(owners[1])]).toEqual([1, 0]);
    await moderator.agent.post(`/api/admin/users/${spammer.user.id}/unban`).send({}).expect(200);
    expect([await countOf(owners[0]), await countOf(owners[1])]).toEqual([2, 1]);
  });

  it('adds a new notification to the cached count without counting again', async () => {
    const owner = await signUp(t);
    const fans = await Promise.all([signUp(t), signUp(t)]);
    await fans[0].agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    await settlesAt(owner, 1);
    // Behind the API's back, so only a count read again from SQL would see it.
    await t.dataSource.query(`UPDATE notifications SET "isRead" = true WHERE "userId" = $1`, [owner.user.id]);
    await fans[1].agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    await until('the cached count plus one', async () => (await countOf(owner)) === 2, 3_000);
    expect(await sqlCount(owner.user.id)).toBe(1);
  });

  it('counts again when the cached count changed between the snapshot and the insert', async () => {
    const owner = await signUp(t);
    const fan = await signUp(t);
    const counts = t.app.get(UnreadCounts);
    expect(await countOf(owner)).toBe(0);
    const before = await counts.snapshot(owner.user.id);
    expect(before).not.toBeNull();
    // The row goes in, and another change caches a count that already includes it.
    await t.dataSource.query(`INSERT INTO notifications ("userId", "actorId", "type") VALUES ($1, $2, 'follow')`, [owner.user.id, fan.user.id]);
    expect(await counts.changed(owner.user.id)).toBe(1);
    expect(await counts.added(owner.user.id, before)).toBe(1);
    expect(await countOf(owner)).toBe(1);
    // With no current count to add to, it counts.
    expect(await counts.added(owner.user.id, null)).toBe(1);
  });

  it('never caches the count a read took before a change committed', async () => {
    const owner = await signUp(t);
    const fan = await signUp(t);
    const redis = t.app.get<IORedis>(REDIS);
    let releaseRead!: () => void;
    let readStarted!: () => void;
    const started = new Promise<void>((resolve) => (readStarted = resolve));
    const released = new Promise<void>((resolve) => (releaseRead = resolve));
    // A read whose SQL answers the count as it was before the change, and only once the change is announced.
    const slowDb: SqlRunner = {
      query: async (sql: string, params?: unknown[]) => {
        const rows = await t.dataSource.query(sql, params);
        readStarted();
        await released;
        return rows;
      },
    };
    const racing = new UnreadCounts(slowDb, redis, t.config.redisPrefix, (error) => {
      throw error;
    });
    const stale = racing.read(owner.user.id);
    await started;
    await fan.agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    await settlesAt(owner, 1);
    releaseRead();
    expect(await stale).toBe(0);
    expect(await countOf(owner)).toBe(1);
  });
});

describe('unread count while Redis is away', () => {
  let redis: ScratchRedis;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, redis, close } = await createScratchRedisApp());
  }, 30_000);
  afterAll(() => close());

  it('answers from SQL, exactly, and from the cache again once Redis is back', async () => {
    const owner = await signUp(t);
    const fans = await Promise.all([signUp(t), signUp(t)]);
    await fans[0].agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    await until('the follow notification', async () => (await countOf(owner)) === 1, 3_000);

    await redis.stop();
    expect(await countOf(owner)).toBe(1);
    await fans[1].agent.post(`/api/users/${owner.user.id}/follow`).expect(200);
    await until('the second follow notification', async () => (await countOf(owner)) === 2, 3_000);
    await owner.agent.patch('/api/notifications/read-all').expect(200, { updated: 2 });
    expect(await countOf(owner)).toBe(0);

    await redis.start();
    await until(
      'Redis to answer the API',
      async () =>
        (await t.app
          .get<IORedis>(REDIS)
          .ping()
          .catch(() => null)) === 'PONG',
      10_000,
    );
    expect(await countOf(owner)).toBe(0);
    expect(await t.app.get<IORedis>(REDIS).exists(`${t.config.redisPrefix}:unread-count:${owner.user.id}`)).toBe(1);
  });
});
