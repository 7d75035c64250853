import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, JobsOptions, Queue, QueueEvents } from 'bullmq';
import { AppConfig, JOBS, JobName, JobPayloads, QueueName, bullConnectionOptions } from '@genalpha/shared';
import { APP_CONFIG } from '../config/config.module';

/** The API's side of the job queues: enqueue by job name; retry policy comes from the shared declaration. */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: JobsOptions = {}): Promise<Job> {
    return this.queue(JOBS[name].queue).add(name, payload, { ...JOBS[name].options, ...options });
  }

  /**
   * Enqueues at most one job per `key` within `delayMs`; later calls in that window are
   * dropped, so a burst of likes leads to a single recompute.
   */
  enqueueDebounced<N extends JobName>(name: N, payload: JobPayloads[N], key: string, delayMs: number): Promise<Job> {
    return this.enqueue(name, payload, { delay: delayMs, deduplication: { id: `${name}:${key}`, ttl: delayMs } });
  }

  /** Enqueues and waits for the worker's result; throws if it fails or takes longer than timeoutMs. */
  async enqueueAndWait<N extends JobName, R>(name: N, payload: JobPayloads[N], timeoutMs: number): Promise<R> {
    const queueName = JOBS[name].queue;
    const events = this.queueEvents(queueName);
    await events.waitUntilReady();
    const job = await this.enqueue(name, payload);
    return (await job.waitUntilFinished(events, timeoutMs)) as R;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // Fails fast while Redis is away instead of queueing commands in memory: callers decide (log, 503, sweep later).
      queue = new Queue(name, { connection: { ...bullConnectionOptions(this.config.redisUrl), enableOfflineQueue: false }, prefix: this.config.redisPrefix });
      queue.on('error', (error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private queueEvents(name: QueueName): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      events = new QueueEvents(name, { connection: bullConnectionOptions(this.config.redisUrl), prefix: this.config.redisPrefix });
      events.on('error', (error) => this.logger.warn(`queue events ${name}: ${error.message}`));
      this.events.set(name, events);
    }
    return events;
  }

  /** For tests and Bull Board. */
  queueFor(name: QueueName): Queue {
    return this.queue(name);
  }

  async onApplicationShutdown(): Promise<void> {
    // While Redis is away a clean QUIT cannot be sent; dropping the connection is all that is left.
    await Promise.all([...this.events.values()].map((events) => events.close().catch(() => events.disconnect())));
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => queue.disconnect())));
  }
}
