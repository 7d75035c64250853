import { Gauge } from 'prom-client';
import { QUEUES, QueueName } from '../queue/jobs';

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** What a queue's job counts are read from (BullMQ's Queue.getJobCounts). */
export interface CountedQueue {
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

/**
 * genalpha_queue_jobs{queue,state}: each queue's jobs by state, read from Redis at every scrape
 * (one round trip per queue). A queue Redis cannot answer for is left out of that scrape.
 */
export function registerQueueGauge(queueOf: (name: QueueName) => CountedQueue, names: readonly string[] = Object.values(QUEUES)): Gauge<'queue' | 'state'> {
  return new Gauge({
    name: 'genalpha_queue_jobs',
    help: 'Jobs in each queue by state (waiting, active, delayed, failed, completed), read from Redis at scrape time',
    labelNames: ['queue', 'state'] as const,
    // Every worker replica reads the same counts: take max by (queue, state), never sum.
    aggregator: 'max',
    async collect() {
      this.reset();
      await Promise.all(
        names.map(async (queue) => {
          const counts = await queueOf(queue as QueueName)
            .getJobCounts(...QUEUE_STATES)
            .catch(() => undefined);
          if (!counts) return;
          for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
        }),
      );
    },
  });
}
