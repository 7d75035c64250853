import type { AddressInfo } from 'node:net';
import IORedis from 'ioredis';
import request from 'supertest';
import { TEST_REDIS_URL } from '@genalpha/testkit';
import { signUpAs } from '../test/account-fixtures';
import { TestApp, createSecondProcess, createTestApp, signUp } from '../test/test-app';
import { SseClient } from '../test/sse-client';
import { insertVideo } from '../test/video-fixtures';
import { STREAM_SESSION_CHECK_MS } from './notification-stream.service';

async function sessionCookie(t: TestApp, email: string, password: string): Promise<string> {
  const res = await request(t.app.getHttpServer()).post('/api/login').send({ email, password }).expect(200);
  return (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
}

describe('notification stream (SSE over Redis pub/sub)', () => {
  let first: TestApp;
  let second: TestApp;
  let streamUrl: string;
  const clients: SseClient[] = [];
  const redis = new IORedis(TEST_REDIS_URL);

  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondProcess(first);
    await second.app.listen(0, '127.0.0.1');
    streamUrl = `http://127.0.0.1:${(second.app.getHttpServer().address() as AddressInfo).port}/api/notifications/stream`;
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await redis.quit();
    await second.close();
    await first.close();
  });

  async function open(cookie: string): Promise<SseClient> {
    const { client, response } = await SseClient.connect(streamUrl, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toMatch(/no-cache/);
    clients.push(client);
    return client;
  }

  it('pushes notifications and unread counts made on one API process to a stream held by another', async () => {
    const a = await signUp(first);
    const b = await signUp(first);
    await b.agent.put(`/api/users/${b.user.id}`).send({ username: 'streamfan', displayName: 'Stream Fan' }).expect(200);
    const videoId = await insertVideo(first.dataSource, a.user.id);
    const streamA = await open(await sessionCookie(second, a.email, a.password));
    const streamB = await open(await sessionCookie(second, b.email, b.password));
    expect(await streamA.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
    expect(await streamB.next()).toEqual({ event: 'unread-count', data: { count: 0 } });

    const started = Date.now();
    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    const follow = await streamA.next();
    expect(follow).toEqual({
      event: 'notification',
      data: {
        id: expect.any(String),
        type: 'follow',
        isRead: false,
        createdAt: expect.any(String),
        videoId: null,
        videoTitle: null,
        commentId: null,
        actorId: b.user.id,
        actorUsername: 'streamfan',
        actorDisplayName: 'Stream Fan',
        actorAvatarUrl: null,
        action: null,
        reason: null,
      },
    });
    expect(await streamA.next()).toEqual({ event: 'unread-count', data: { count: 1 } });
    expect(Date.now() - started).toBeLessThan(1_000);

    await b.agent.post(`/api/videos/${videoId}/like`).expect(200);
    expect(await streamA.next()).toMatchObject({ event: 'notification', data: { type: 'like', videoId } });
    expect(await streamA.next()).toEqual({ event: 'unread-count', data: { count: 2 } });
    const comment = await b.agent.post(`/api/videos/${videoId}/comments`).send({ text: 'live!' }).expect(201);
    expect(await streamA.next()).toMatchObject({ event: 'notification', data: { type: 'comment', videoId, commentId: comment.body.id } });
    expect(await streamA.next()).toEqual({ event: 'unread-count', data: { count: 3 } });

    await a.agent.patch('/api/notifications/read-all').expect(200, { updated: 3 });
    expect(await streamA.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
    expect(streamB.pending()).toEqual([]);
  });

  it("pushes moderation decisions live to the owner's stream, with the action and reason", async () => {
    const owner = await signUp(first);
    const moderator = await signUpAs(first, 'moderator');
    const videoId = await insertVideo(first.dataSource, owner.user.id, { title: 'Live clip' });
    const stream = await open(await sessionCookie(second, owner.email, owner.password));
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
    await moderator.agent.post(`/api/admin/videos/${videoId}/remove`).send({ reason: 'Spam' }).expect(200);
    expect(await stream.next()).toMatchObject({
      event: 'notification',
      data: { type: 'moderation', action: 'removed', reason: 'Spam', videoId, videoTitle: 'Live clip', actorId: null, actorDisplayName: 'GenAlpha' },
    });
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 1 } });
    await moderator.agent.post(`/api/admin/videos/${videoId}/restore`).expect(200);
    expect(await stream.next()).toMatchObject({ event: 'notification', data: { type: 'moderation', action: 'restored', reason: null } });
  });

  it('reaches every open tab of the user, and unsubscribes when the last one closes', async () => {
    const a = await signUp(first);
    const b = await signUp(first);
    const cookie = await sessionCookie(second, a.email, a.password);
    const tabs = [await open(cookie), await open(cookie)];
    for (const tab of tabs) await tab.next();
    const channel = `${first.config.redisPrefix}:notifications:${a.user.id}`;
    expect(await redis.pubsub('NUMSUB', channel)).toEqual([channel, 1]);

    await b.agent.post(`/api/users/${a.user.id}/follow`).expect(200);
    for (const tab of tabs) expect(await tab.next()).toMatchObject({ event: 'notification', data: { type: 'follow' } });

    tabs.forEach((tab) => tab.close());
    const deadline = Date.now() + 2_000;
    while ((await redis.pubsub('NUMSUB', channel))[1] !== 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await redis.pubsub('NUMSUB', channel)).toEqual([channel, 0]);
  });

  // Passport keeps one 'local' strategy per process, the last app's: tests that sign in on `first`
  // or `second` run before any later app is created and closed.
  describe('bounds and session ends', () => {
    let firstUrl: string;
    beforeAll(async () => {
      await first.app.listen(0, '127.0.0.1');
      firstUrl = `http://127.0.0.1:${(first.app.getHttpServer().address() as AddressInfo).port}/api/notifications/stream`;
    });

    async function openOn(url: string, cookie: string): Promise<SseClient> {
      const { client, response } = await SseClient.connect(url, cookie);
      expect(response.statusCode).toBe(200);
      clients.push(client);
      expect(await client.next()).toMatchObject({ event: 'unread-count' });
      return client;
    }

    it('keeps at most five streams per user across processes: a sixth closes the oldest, telling it why', async () => {
      const { email, password } = await signUp(first);
      const cookie = await sessionCookie(first, email, password);
      const streams: SseClient[] = [];
      for (let i = 0; i < 5; i++) streams.push(await openOn(i % 2 === 0 ? firstUrl : streamUrl, cookie));
      const sixth = await openOn(streamUrl, cookie);
      expect(await streams[0].next()).toEqual({ event: 'closed', data: { reason: 'stream-limit' } });
      await streams[0].end();
      await openOn(firstUrl, cookie);
      expect(await streams[1].next()).toEqual({ event: 'closed', data: { reason: 'stream-limit' } });
      await streams[1].end();
      for (const open of [...streams.slice(2), sixth]) expect(open.pending()).toEqual([]);
    });

    it('ends a stream at once when its session logs out, and every stream of the user on logout-all, on any process', async () => {
      const { email, password } = await signUp(first);
      const laptop = await sessionCookie(first, email, password);
      const phone = await sessionCookie(first, email, password);
      const laptopStream = await openOn(streamUrl, laptop);
      const phoneStreams = [await openOn(streamUrl, phone), await openOn(firstUrl, phone)];

      await request(first.app.getHttpServer()).post('/api/logout').set('Cookie', laptop).expect(204);
      expect(await laptopStream.next()).toEqual({ event: 'closed', data: { reason: 'session-ended' } });
      await laptopStream.end();
      for (const stream of phoneStreams) expect(stream.pending()).toEqual([]);

      const third = await sessionCookie(first, email, password);
      await request(first.app.getHttpServer()).post('/api/logout-all').set('Cookie', third).expect(204);
      for (const stream of phoneStreams) {
        expect(await stream.next()).toEqual({ event: 'closed', data: { reason: 'session-ended' } });
        await stream.end();
      }
      await request(second.app.getHttpServer()).get('/api/user').set('Cookie', phone).expect(401);
    });

    it('ends a stream within its periodic session check once the session expired', async () => {
      const { email, password, user } = await signUp(first);
      const stream = await openOn(streamUrl, await sessionCookie(first, email, password));
      await first.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->'passport'->>'user' = $1`, [user.id]);
      expect(await stream.next(STREAM_SESSION_CHECK_MS + 5_000)).toEqual({ event: 'closed', data: { reason: 'session-ended' } });
      await stream.end();
    }, 30_000);

    it('refuses a stream past the process cap with 503 and Retry-After', async () => {
      const capped = await createTestApp({ notificationStreamsMax: 2 });
      try {
        await capped.app.listen(0, '127.0.0.1');
        const url = `http://127.0.0.1:${(capped.app.getHttpServer().address() as AddressInfo).port}/api/notifications/stream`;
        const a = await signUp(capped);
        const b = await signUp(capped);
        await openOn(url, await sessionCookie(capped, a.email, a.password));
        await openOn(url, await sessionCookie(capped, b.email, b.password));
        const refused = await request(capped.app.getHttpServer())
          .get('/api/notifications/stream')
          .set('Cookie', await sessionCookie(capped, a.email, a.password));
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBe('30');
        expect(refused.body).toEqual({ statusCode: 503, message: 'Too many open notification streams; try again later', error: 'Service Unavailable' });
      } finally {
        await capped.close();
      }
    });
  });

  it('ends its open streams when an API process shuts down', async () => {
    const third = await createTestApp({
      databaseUrl: first.config.databaseUrl,
      redisPrefix: first.config.redisPrefix,
      sessionSecret: first.config.sessionSecret,
    });
    await third.app.listen(0, '127.0.0.1');
    const { email, password } = await signUp(first);
    const url = `http://127.0.0.1:${(third.app.getHttpServer().address() as AddressInfo).port}/api/notifications/stream`;
    const { client, response } = await SseClient.connect(url, await sessionCookie(third, email, password));
    clients.push(client);
    await client.next();
    const ended = new Promise((resolve) => response.on('end', resolve)); // 'end' only after the final chunk, not on a cut connection
    const started = Date.now();
    await third.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(4_500); // the 5 s keep-alive timeout was not waited out
  });

  it('refuses visitors', async () => {
    const res = await request(second.app.getHttpServer()).get('/api/notifications/stream').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'User not authenticated', error: 'Unauthorized' });
  });
});
