import { ClientRequest, IncomingMessage, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import IORedis from 'ioredis';
import request from 'supertest';
import { TEST_REDIS_URL } from '@genalpha/shared/testing';
import { TestApp, createTestApp, signUp } from '../test/test-app';
import { insertVideo } from '../test/video-fixtures';

interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** A minimal EventSource on its own socket: collects events and waits for the next one. */
class SseClient {
  private readonly events: ServerSentEvent[] = [];
  private waiting?: () => void;
  private buffer = '';
  private constructor(private readonly request: ClientRequest) {}

  static connect(url: string, cookie?: string): Promise<{ client: SseClient; response: IncomingMessage }> {
    return new Promise((resolve, reject) => {
      const req = get(url, { agent: false, headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } });
      const client = new SseClient(req);
      req.on('error', reject);
      req.on('response', (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => client.receive(chunk));
        response.on('error', () => undefined); // destroyed by close()
        resolve({ client, response });
      });
    });
  }

  /** The next event, failing if none arrives within `timeoutMs`. */
  async next(timeoutMs = 1_000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    while (this.events.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return this.events.shift()!;
  }

  pending(): ServerSentEvent[] {
    return [...this.events];
  }

  close(): void {
    this.request.destroy();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      this.parse(this.buffer.slice(0, end));
      this.buffer = this.buffer.slice(end + 2);
    }
  }

  private parse(block: string): void {
    const lines = block.split('\n');
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    if (event === undefined || data === undefined) return; // the retry: line or a heartbeat comment
    this.events.push({ event, data: JSON.parse(data) });
    this.waiting?.();
  }
}

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
    // A second API process on the same database and Redis prefix.
    second = await createTestApp({ databaseUrl: first.config.databaseUrl, redisPrefix: first.config.redisPrefix, sessionSecret: first.config.sessionSecret });
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
        commentId: null,
        actorId: b.user.id,
        actorUsername: 'streamfan',
        actorDisplayName: 'Stream Fan',
        actorAvatarUrl: null,
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

  it('ends its open streams when an API process shuts down', async () => {
    const third = await createTestApp({ databaseUrl: first.config.databaseUrl, redisPrefix: first.config.redisPrefix, sessionSecret: first.config.sessionSecret });
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
