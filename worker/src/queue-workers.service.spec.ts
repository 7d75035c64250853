import { Test } from '@nestjs/testing';
import { Job, Queue } from 'bullmq';
import { APP_CONFIG, JOBS, JOB_NAMES, bullConnectionOptions, loadConfig } from '@genalpha/shared';
import { databaseUrl } from '@genalpha/testkit';
import { JobTimeoutError, QueueWorkersService } from './queue-workers.service';
import { createTestWorker } from './test/test-worker';

describe('QueueWorkersService', () => {
  const config = loadConfig({ DATABASE_URL: databaseUrl('unused'), LOG_LEVEL: 'silent' });

  async function service(): Promise<QueueWorkersService> {
    const moduleRef = await Test.createTestingModule({ providers: [{ provide: APP_CONFIG, useValue: config }, QueueWorkersService] }).compile();
    return moduleRef.get(QueueWorkersService);
  }

  it('refuses to start while a declared job has no handler', async () => {
    const queues = await service();
    queues.register('video.probe', async () => undefined);
    expect(() => queues.onApplicationBootstrap()).toThrow(
      'Refusing to start: no handler for job(s) mail.send, video.check-broken, creators.recompute, storage.cleanup, posters.backfill, feed.rank, previews.backfill, copies.backfill, video.poster-variants, video.previews, video.copy-720p, hls.package, account.purge, account.export',
    );
  });

  it('fails a run that outlives its declared timeout and aborts its handler', async () => {
    jest.useFakeTimers();
    try {
      const queues = await service();
      let aborted: unknown;
      queues.register(
        'video.check-broken',
        (_data, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve((aborted = signal.reason)))),
      );
      const run = queues.run({ name: 'video.check-broken', data: {} } as Job);
      const outcome = expect(run).rejects.toBeInstanceOf(JobTimeoutError);
      jest.advanceTimersByTime(JOBS['video.check-broken'].timeoutMs);
      await outcome;
      expect(aborted).toBeInstanceOf(JobTimeoutError);
    } finally {
      jest.useRealTimers();
    }
  });

  it('handles every declared job and schedules the repeating ones once, however often it starts', async () => {
    const first = await createTestWorker();
    const queues = first.app.get(QueueWorkersService);
    expect(queues.missingHandlers()).toEqual([]);
    expect(JOB_NAMES.length).toBe(15);
    await first.close();
    const again = await createTestWorker({ redisPrefix: first.config.redisPrefix });
    await again.close();
    const scheduled = ['maintenance', 'media', 'packaging'].map(
      (name) => new Queue(name, { connection: bullConnectionOptions(first.config.redisUrl), prefix: first.config.redisPrefix }),
    );
    try {
      const schedulers = (await Promise.all(scheduled.map((queue) => queue.getJobSchedulers()))).flat();
      expect(schedulers.map((s) => [s.key, s.every]).sort()).toEqual([
        ['account.purge', 600_000],
        ['copies.backfill', 600_000],
        ['creators.recompute', 60_000],
        ['feed.rank', 60_000],
        ['hls.package', 600_000],
        ['posters.backfill', 600_000],
        ['previews.backfill', 600_000],
        ['storage.cleanup', 3_600_000],
      ]);
    } finally {
      await Promise.all(scheduled.map((queue) => queue.close()));
    }
  });
});
