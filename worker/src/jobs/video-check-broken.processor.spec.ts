import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStorage, NotificationStreamMessage, UnreadCounts, createRedisClient, notificationChannel } from '@genalpha/shared';
import { TEST_REDIS_URL, createMediaFixture, until } from '@genalpha/testkit';
import { TestWorker, createTestWorker } from '../test/test-worker';
import { VideoCheckBrokenProcessor } from './video-check-broken.processor';

describe('video.check-broken', () => {
  let w: TestWorker;
  let fixtures: string;
  let storage: LocalObjectStorage;
  let check: VideoCheckBrokenProcessor;
  let userId: string;

  beforeAll(async () => {
    w = await createTestWorker();
    storage = new LocalObjectStorage(w.config.dataDir);
    check = w.app.get(VideoCheckBrokenProcessor);
    fixtures = await mkdtemp(join(tmpdir(), 'ga-broken-'));
    [{ id: userId }] = await w.dataSource.query(`INSERT INTO users (email, password, "displayName") VALUES ('b@example.com', 'x', 'b') RETURNING id`);
  });
  afterAll(async () => {
    await w.close();
    await rm(fixtures, { recursive: true, force: true });
    await rm(w.config.dataDir, { recursive: true, force: true });
  });

  async function readyVideo(): Promise<{ id: string; key: string }> {
    const key = `uploads/${randomUUID()}`;
    await storage.putFile(key, await createMediaFixture('h264-16x9.mp4', fixtures));
    const [{ id }] = await w.dataSource.query(
      `INSERT INTO videos ("userId", title, "toolUsed", "videoUrl", "originalUrl", status) VALUES ($1, 't', 'other', $2, $2, 'ready') RETURNING id`,
      [userId, `/objects/${key}`],
    );
    return { id, key };
  }
  const hidden = async (id: string) => (await w.dataSource.query(`SELECT "isHidden" FROM videos WHERE id = $1`, [id]))[0].isHidden;

  it('leaves a healthy video alone', async () => {
    const { id } = await readyVideo();
    expect(await check.process(id)).toEqual({ broken: false });
    expect(await hidden(id)).toBe(false);
  });

  // A store that fails while reading is the S3 suite's case (s3-object-storage.e2e.spec.ts: the store down).
  it('never hides a video whose file is missing', async () => {
    const { id, key } = await readyVideo();
    await storage.delete(key);
    expect(await check.process(id)).toEqual({ broken: false });
    expect(await hidden(id)).toBe(false);
  });

  it('hides a video whose file no longer decodes, and tells its owner live with their new unread count', async () => {
    const { id, key } = await readyVideo();
    await writeFile(storage.localPath(key), randomBytes(32 * 1024));
    const redis = createRedisClient(TEST_REDIS_URL);
    const subscriber = createRedisClient(TEST_REDIS_URL);
    try {
      const unreadCounts = new UnreadCounts(w.dataSource, redis, w.config.redisPrefix, (error) => {
        throw error;
      });
      const before = await unreadCounts.read(userId);
      const messages: NotificationStreamMessage[] = [];
      subscriber.on('message', (_channel, message: string) => messages.push(JSON.parse(message) as NotificationStreamMessage));
      await subscriber.subscribe(notificationChannel(w.config.redisPrefix, userId));

      expect(await check.process(id)).toEqual({ broken: true });
      expect(await hidden(id)).toBe(true);
      await until('the push', async () => messages.length > 0, 2_000);
      expect(messages).toEqual([{ count: before + 1, notification: expect.objectContaining({ type: 'moderation', action: 'hidden', videoId: id }) }]);
      expect(await unreadCounts.read(userId)).toBe(before + 1);
    } finally {
      subscriber.disconnect();
      redis.disconnect();
    }
  });

  it('has nothing to hide for an unknown video', async () => {
    expect(await check.process(randomUUID())).toEqual({ broken: false });
    expect(await check.process('../../etc')).toEqual({ broken: false });
  });
});
