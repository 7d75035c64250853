import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { AppConfig, JOB_NAMES, JobName, QUEUES, QueueName, bullConnectionOptions, jobsOfQueue } from '@genalpha/shared';
import { WORKER_CONFIG } from './worker-config';

export type JobHandler = (job: Job) => Promise<unknown>;

/**
 * One BullMQ Worker per queue, dispatching by job name. The handler table must cover
 * every job declared in shared code, or the worker refuses to start.
 */
@Injectable()
export class QueueWorkersService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private readonly workers: Worker[] = [];
  private readonly handlers = new Map<JobName, JobHandler>();

  constructor(@Inject(WORKER_CONFIG) private readonly config: AppConfig) {}

  register(name: JobName, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  missingHandlers(): JobName[] {
    return JOB_NAMES.filter((name) => !this.handlers.has(name));
  }

  onApplicationBootstrap(): void {
    const missing = this.missingHandlers();
    if (missing.length > 0) {
      this.logger.warn(`no handler yet for: ${missing.join(', ')}; those queues are not consumed`);
    }
    for (const queue of Object.values(QUEUES) as QueueName[]) {
      if (!jobsOfQueue(queue).every((name) => this.handlers.has(name))) continue;
      this.workers.push(this.startWorker(queue));
    }
    this.logger.log(`consuming ${this.workers.length} queue(s)`);
  }

  private startWorker(queue: QueueName): Worker {
    const worker = new Worker(queue, (job) => this.handlers.get(job.name as JobName)!(job), {
      connection: bullConnectionOptions(this.config.redisUrl),
      prefix: this.config.redisPrefix,
      concurrency: 2,
    });
    worker.on('failed', (job, error) => this.logger.error({ job: job?.name, id: job?.id, data: job?.data, attempt: job?.attemptsMade, err: error }, 'job failed'));
    worker.on('error', (error) => this.logger.error({ err: error }, 'worker error'));
    return worker;
  }

  /** SIGTERM: let running jobs finish, then close. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
