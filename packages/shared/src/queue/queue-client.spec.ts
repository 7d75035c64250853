import { randomBytes } from 'node:crypto';
import { TEST_REDIS_URL } from '@genalpha/testkit';
import { JOBS } from './jobs';
import { QueueClient } from './queue-client';

describe('QueueClient', () => {
  it('enqueues by job name with the declared options', async () => {
    const client = new QueueClient({ redisUrl: TEST_REDIS_URL, redisPrefix: `qc-${randomBytes(4).toString('hex')}` }, () => undefined);
    try {
      await client.connectAll();
      const job = await client.enqueue('video.probe', { videoId: 'v1' }, { jobId: 'probe-v1' });
      expect(job.data).toEqual({ videoId: 'v1' });
      expect(job.opts.attempts).toBe(JOBS['video.probe'].options.attempts);
      expect(await client.queue('media').getJobCounts('wait')).toEqual({ wait: 1 });
      await client.queue('media').obliterate({ force: true });
    } finally {
      await client.close();
    }
  });

  it('collapses a burst of enqueueSoon (every upload made ready asks for the 720p copies) into one job', async () => {
    const client = new QueueClient({ redisUrl: TEST_REDIS_URL, redisPrefix: `qc-${randomBytes(4).toString('hex')}` }, () => undefined);
    try {
      await client.connectAll();
      for (let upload = 0; upload < 100; upload++) await client.enqueueSoon('copies.backfill');
      expect(await client.queue('media').getJobCounts('delayed', 'wait')).toEqual({ delayed: 1, wait: 0 });
      await client.queue('media').obliterate({ force: true });
    } finally {
      await client.close();
    }
  });

  it('hands its connection errors to the log instead of dropping them', async () => {
    const logged: string[] = [];
    const client = new QueueClient({ redisUrl: TEST_REDIS_URL, redisPrefix: `qc-${randomBytes(4).toString('hex')}` }, (message) => logged.push(message));
    try {
      client.queue('maintenance').emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
      expect(logged).toEqual(['queue maintenance: connect ECONNREFUSED 127.0.0.1:6379']);
    } finally {
      await client.close();
    }
  });
});
