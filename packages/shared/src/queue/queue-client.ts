import { Job, JobsOptions, Queue, QueueEvents } from 'bullmq';
import { withTraceContext } from '../telemetry/spans';
import { JOBS, JobName, JobPayloads, QUEUES, QueueName, RECOMPUTE_SOON_MS, SoonJobName } from './jobs';
import { bullConnectionOptions } from './redis-connection';

/** Where a client's connection errors go: they are logged by its owner, never dropped. */
export type QueueErrorLog = (message: string) => void;

/**
 * The producer side of the job queues, the same for the API and the worker: enqueue by job name,
 * with the retry policy of the shared declaration (JOBS). One Queue client per queue, made when
 * first used; while Redis is away, calls fail fast (no offline queue) and the caller decides (log,
 * 503, try again on the next round), and every connection error is handed to `logError`.
 */
export class QueueClient {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();

  constructor(
    private readonly config: { redisUrl: string; redisPrefix: string },
    private readonly logError: QueueErrorLog,
  ) {}

  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: JobsOptions = {}): Promise<Job<JobPayloads[N]>> {
    return this.queue(JOBS[name].queue).add(name, withTraceContext(payload), { ...JOBS[name].options, ...options });
  }

  /**
   * Enqueues at most one job per `key` within `delayMs`; later calls in that window are
   * dropped, so a burst of likes leads to a single recompute.
   */
  enqueueDebounced<N extends JobName>(name: N, payload: JobPayloads[N], key: string, delayMs: number): Promise<Job<JobPayloads[N]>> {
    return this.enqueue(name, payload, { delay: delayMs, deduplication: { id: `${name}:${key}`, ttl: delayMs } });
  }

  /**
   * Schedules one run of a recompute (or of the 720p copies) soon; a burst of calls within RECOMPUTE_SOON_MS collapses into
   * that one run. Never throws: while Redis is away it logs, and the job's periodic run catches up.
   */
  async enqueueSoon(name: SoonJobName): Promise<void> {
    try {
      await this.enqueueDebounced(name, {}, 'all', RECOMPUTE_SOON_MS);
    } catch (error) {
      this.logError(`${name} not scheduled (its periodic run will catch up): ${(error as Error).message}`);
    }
  }

  /** Enqueues and waits for the worker's result; throws if it fails or takes longer than timeoutMs. */
  async enqueueAndWait<N extends JobName, R>(name: N, payload: JobPayloads[N], timeoutMs: number, options: JobsOptions = {}): Promise<R> {
    const events = this.queueEvents(JOBS[name].queue);
    await events.waitUntilReady();
    const job = await this.enqueue(name, payload, options);
    return (await job.waitUntilFinished(events, timeoutMs)) as R;
  }

  /** The client of one queue (schedulers, Bull Board, tests). */
  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: { ...bullConnectionOptions(this.config.redisUrl), enableOfflineQueue: false }, prefix: this.config.redisPrefix });
      queue.on('error', (error) => this.logError(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Opens every queue's client and waits until each is connected: one closed while still connecting would fail on its own. */
  async connectAll(): Promise<void> {
    await Promise.all((Object.values(QUEUES) as QueueName[]).map((name) => this.queue(name).waitUntilReady()));
  }

  private queueEvents(name: QueueName): QueueEvents {
    let events = this.events.get(name);
    if (!events) {
      events = new QueueEvents(name, { connection: bullConnectionOptions(this.config.redisUrl), prefix: this.config.redisPrefix });
      events.on('error', (error) => this.logError(`queue events ${name}: ${error.message}`));
      this.events.set(name, events);
    }
    return events;
  }

  async close(): Promise<void> {
    // While Redis is away a clean QUIT cannot be sent; dropping the connection is all that is left.
    await Promise.all([...this.events.values()].map((events) => events.close().catch(() => events.disconnect())));
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => queue.disconnect())));
  }
}
