import type IORedis from 'ioredis';
import request from 'supertest';
import { REDIS } from '../../../src/redis/redis.module';
import { createScratchRedisApp } from '../../../src/test/scratch-redis';
import { TestApp } from '../../../src/test/test-app';
import { insertVideo } from '../../../src/test/video-fixtures';
import { createMember } from '../testing/members';

/**
 * Production Redis is capped with `noeviction` (BullMQ's requirement): once full it refuses writes
 * ("OOM command not allowed"). That is Redis unable to serve, like Redis away: 503 with Retry-After,
 * never a 500, and the same requests succeed once there is room again.
 */
describe('red team: a full Redis (maxmemory, noeviction)', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await createScratchRedisApp());
  }, 30_000);
  afterAll(() => close());

  it('answers 503 where a write to Redis is refused, and serves again once there is room', async () => {
    const member = await createMember(t, 'member');
    await insertVideo(t.dataSource, member.id);
    const client = t.app.get<IORedis>(REDIS);
    const used = Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1]);
    await client.config('SET', 'maxmemory-policy', 'noeviction');
    await client.config('SET', 'maxmemory', String(used));
    try {
      const full = await request(t.app.getHttpServer()).get('/api/feed/for-you').set('Cookie', member.cookie);
      expect({ status: full.status, body: full.body }).toEqual({
        status: 503,
        body: expect.objectContaining({ statusCode: 503, error: 'Service Unavailable' }),
      });
    } finally {
      await client.config('SET', 'maxmemory', '0');
    }
    await request(t.app.getHttpServer()).get('/api/feed/for-you').set('Cookie', member.cookie).expect(200);
  });
});
