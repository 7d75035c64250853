import { randomBytes } from 'node:crypto';
import type IORedis from 'ioredis';
import { COUNTED_VIEWS_PER_HOUR, VIEW_WINDOW_SECONDS } from '@genalpha/shared';
import { REDIS } from '../../../src/redis/redis.module';
import { TestApp, createTestApp, listenOnFreePort } from '../../../src/test/test-app';
import { insertVideo } from '../../../src/test/video-fixtures';
import { createMember } from '../testing/members';
import { rawRequest } from '../testing/raw-http';

describe('red team: views', () => {
  let t: TestApp;
  let port: number;
  let ownerId: string;
  beforeAll(async () => {
    // Real limits, shrunk so the hourly budget of counted views is reached within a test.
    t = await createTestApp({ rateLimitScale: 10 / COUNTED_VIEWS_PER_HOUR });
    port = await listenOnFreePort(t);
    ownerId = (await createMember(t, 'creator')).id;
  });
  afterAll(() => t.close());

  /** A visitor's view, from `address` as the trusted loopback proxy reports it. */
  const view = async (video: string, address: string, headers: Record<string, string> = {}) => {
    const res = await rawRequest(port, { method: 'POST', path: `/api/videos/${video}/view`, headers: { 'x-forwarded-for': address, ...headers } });
    expect(res.status).toBe(200);
    return res.body as { viewsCount: number; counted: boolean };
  };
  const viewsOf = async (video: string) => (await t.dataSource.query(`SELECT "viewsCount" FROM videos WHERE id = $1`, [video]))[0].viewsCount as number;

  it('counts 30 views from one address with 30 User-Agents and cookies once', async () => {
    const video = await insertVideo(t.dataSource, ownerId);
    for (let i = 0; i < 30; i++) {
      await view(video, '203.0.113.40', {
        'user-agent': `Browser/${i}.0 (${randomBytes(4).toString('hex')})`,
        cookie: `genalpha.sid=s%3A${randomBytes(8).toString('hex')}.x; tracker=${i}`,
      });
    }
    expect(await viewsOf(video)).toBe(1);
  });

  it('counts a visitor hopping between addresses of one IPv6 /64 once, and the next /64 again', async () => {
    const video = await insertVideo(t.dataSource, ownerId);
    expect(await view(video, '2001:db8:40:1::1')).toMatchObject({ counted: true });
    for (const neighbour of ['2001:db8:40:1::2', '2001:db8:40:1:ffff:ffff:ffff:ffff', '2001:0db8:0040:0001:1234::9']) {
      expect(await view(video, neighbour)).toMatchObject({ counted: false });
    }
    expect(await view(video, '::ffff:203.0.113.41')).toMatchObject({ counted: true });
    expect(await view(video, '203.0.113.41')).toMatchObject({ counted: false });
    expect(await view(video, '2001:db8:40:2::1')).toMatchObject({ counted: true });
    expect(await viewsOf(video)).toBe(3);
  });

  it('keeps Redis bounded: every counted view key expires within 24 hours, and one viewer can make only its hourly budget of them', async () => {
    const budget = Math.round(COUNTED_VIEWS_PER_HOUR * t.config.rateLimitScale);
    const videos = await Promise.all(Array.from({ length: budget + 5 }, () => insertVideo(t.dataSource, ownerId)));
    const counted = [];
    for (const video of videos) counted.push((await view(video, '198.51.100.90')).counted);
    expect(counted.filter(Boolean)).toHaveLength(budget);
    // Another viewer is not held back by that one.
    expect(await view(videos[budget], '198.51.100.91')).toMatchObject({ counted: true });

    const redis = t.app.get<IORedis>(REDIS);
    const keys = await redis.keys(`${t.config.redisPrefix}:view*`);
    expect(keys.filter((key) => key.endsWith(':addr:198.51.100.90') && key.includes(':view:'))).toHaveLength(budget);
    for (const key of keys) {
      const ttl = await redis.ttl(key);
      expect({ key, expires: ttl > 0 && ttl <= VIEW_WINDOW_SECONDS }).toEqual({ key, expires: true });
    }
  });
});
