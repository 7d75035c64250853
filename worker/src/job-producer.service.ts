import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig, QUEUES, QueueName, bullConnectionOptions } from '@genalpha/shared';
import { WORKER_CONFIG } from './worker-config';

/** The worker's producer side (schedules, re-enqueued probes): one Queue client per queue, ready before any is used. */
@Injectable()
export class JobProducer implements OnModuleInit, OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(WORKER_CONFIG) config: AppConfig) {
    for (const name of Object.values(QUEUES)) {
      // Fails fast while Redis is away: every caller tries again on its next round.
      const queue = new Queue(name, { connection: { ...bullConnectionOptions(config.redisUrl), enableOfflineQueue: false }, prefix: config.redisPrefix });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
  }

  /** A queue closed while its connection is still starting fails on its own, so start-up waits for them. */
  async onModuleInit(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.waitUntilReady()));
  }

  queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  async onApplicationShutdown(): Promise<void> {
    // While Redis is away a clean QUIT cannot be sent; dropping the connection is all that is left.
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => queue.disconnect())));
  }
}
