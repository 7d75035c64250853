import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DelayedError, Job, Worker } from 'bullmq';
import {
  APP_CONFIG,
  AppConfig,
  JOBS,
  JOB_NAMES,
  JobName,
  JobPayloads,
  QUEUES,
  QueueName,
  bullConnectionOptions,
  inJobSpan,
  isDependencyDown,
  jobsOfQueue,
  withoutTraceContext,
} from '@genalpha/shared';
import { jobDuration } from './metrics/worker-metrics';

/**
 * A handler gets its job's payload (as JobPayloads declares it for the job's name) and a signal
 * that aborts when the job runs out of time, so it can kill ffmpeg.
 */
export type JobHandler<N extends JobName = JobName> = (data: JobPayloads[N], signal: AbortSignal, job: Job<JobPayloads[N]>) => Promise<unknown>;

/**
 * Media jobs spend their time in ffmpeg, which uses every core: two at once keeps a check-broken from waiting behind a transcode.
 * What follows a ready (after-ready) runs one at a time on its own queue, so a 720p copy never takes a probe's slot;
 * so does HLS packaging (packaging), minutes of ffmpeg per video.
 */
const CONCURRENCY: Record<QueueName, number> = { media: 2, 'after-ready': 1, packaging: 1, maintenance: 1, mail: 4 };
/** A killed worker's job is noticed (lock expired) and handed to another within about 25 s. */
const LOCK_DURATION_MS = 15_000;
const STALLED_INTERVAL_MS = 10_000;
/** While PostgreSQL or the object store is unreachable, a job waits this long before it tries again. */
export const DEPENDENCY_RETRY_MS = 5_000;

export class JobTimeoutError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`${name} took longer than ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

/**
 * One BullMQ Worker per queue, dispatching by job name. The handler table must cover
 * every job declared in shared code, or the worker refuses to start.
 */
@Injectable()
export class QueueWorkersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private readonly workers: Worker[] = [];
  private readonly handlers = new Map<JobName, JobHandler>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    this.handlers.set(name, handler as unknown as JobHandler);
  }

  missingHandlers(): JobName[] {
    return JOB_NAMES.filter((name) => !this.handlers.has(name));
  }

  onApplicationBootstrap(): Promise<void> {
    const missing = this.missingHandlers();
    if (missing.length > 0) throw new Error(`Refusing to start: no handler for job(s) ${missing.join(', ')}`);
    for (const queue of Object.values(QUEUES) as QueueName[]) {
      if (jobsOfQueue(queue).length > 0) this.workers.push(this.startWorker(queue));
    }
    this.logger.log(`consuming ${this.workers.length} queue(s)`);
    // A worker closed while its connections are still starting fails on its own, so start-up waits for them.
    return Promise.all(this.workers.map((worker) => worker.waitUntilReady())).then(() => undefined);
  }

  /** Runs a handler under its job's declared time limit; a run over the limit fails (and is retried). */
  async run(job: Job): Promise<unknown> {
    const name = job.name as JobName;
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler for job ${job.name}`);
    const { timeoutMs } = JOBS[name];
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new JobTimeoutError(name, timeoutMs);
        // Rejected first: the run fails even if the handler settles on abort.
        reject(error);
        controller.abort(error);
      }, timeoutMs);
    });
    try {
      return await Promise.race([handler(withoutTraceContext(job.data as JobPayloads[JobName]), controller.signal, job), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * An unreachable dependency is not the job's fault: the job is put back for later without
   * spending one of its attempts, so an outage of any length cannot use them all up.
   */
  async runOrWait(job: Job, token?: string): Promise<unknown> {
    const end = jobDuration.startTimer({ name: job.name });
    try {
      const result = await this.run(job);
      end({ outcome: 'completed' });
      return result;
    } catch (error) {
      const waits = Boolean(token) && isDependencyDown(error);
      end({ outcome: waits ? 'waited' : 'failed' });
      if (!token || !waits) throw error;
      this.logger.warn({ job: job.name, id: job.id, err: error }, `dependency unavailable; retrying in ${DEPENDENCY_RETRY_MS} ms`);
      await job.moveToDelayed(Date.now() + DEPENDENCY_RETRY_MS, token);
      throw new DelayedError();
    }
  }

  private startWorker(queue: QueueName): Worker {
    // One span per run, joined to the trace of whatever enqueued the job; a job put back for later is no failure.
    const processJob = (job: Job, token?: string) =>
      inJobSpan(
        job,
        () => this.runOrWait(job, token),
        (error) => !(error instanceof DelayedError),
      );
    const worker = new Worker(queue, processJob, {
      connection: bullConnectionOptions(this.config.redisUrl),
      prefix: this.config.redisPrefix,
      concurrency: CONCURRENCY[queue],
      lockDuration: LOCK_DURATION_MS,
      stalledInterval: STALLED_INTERVAL_MS,
    });
    worker.on('failed', (job, error) =>
      this.logger.error({ job: job?.name, id: job?.id, data: job?.data, attempt: job?.attemptsMade, err: error }, 'job failed'),
    );
    worker.on('error', (error) => this.logger.error({ err: error }, 'worker error'));
    return worker;
  }

  /** SIGTERM: let running jobs finish, then close. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
