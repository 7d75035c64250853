import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JOBS, JobName } from '@genalpha/shared';
import { JobProducer } from '../job-producer.service';

/** Repeating jobs. A scheduler is keyed by the job name, so every worker start upserts the same one. */
export const SCHEDULES: Partial<Record<JobName, { everyMs: number }>> = {
  'creators.recompute': { everyMs: 60_000 },
  'storage.cleanup': { everyMs: 3600_000 },
  'posters.backfill': { everyMs: 10 * 60_000 },
  'feed.rank': { everyMs: 60_000 },
  'previews.backfill': { everyMs: 10 * 60_000 },
  'copies.backfill': { everyMs: 10 * 60_000 },
  'hls.package': { everyMs: 10 * 60_000 },
  // The API enqueues each purge for when its grace period ends; this catches any that were lost.
  'account.purge': { everyMs: 10 * 60_000 },
};

/** How often the worker checks that its schedulers still exist. */
export const SCHEDULE_CHECK_MS = 10_000;

/**
 * Schedulers live in Redis: a Redis restarted without its data forgets them, so besides
 * upserting them at start the worker puts back any that went missing.
 */
@Injectable()
export class JobSchedulesService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Schedules');
  private timer?: NodeJS.Timeout;
  private checking?: Promise<unknown>;

  constructor(private readonly producer: JobProducer) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const name of this.scheduledJobs()) await this.upsert(name);
    this.logger.log(`scheduled ${this.scheduledJobs().join(', ')}`);
    this.timer = setInterval(() => {
      this.checking ??= this.restoreMissing().finally(() => (this.checking = undefined));
    }, SCHEDULE_CHECK_MS);
  }

  /** Before the queues close: a check in flight finishes first. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
  }

  async restoreMissing(): Promise<JobName[]> {
    const restored: JobName[] = [];
    try {
      for (const name of this.scheduledJobs()) {
        if (await this.producer.queue(JOBS[name].queue).getJobScheduler(name)) continue;
        await this.upsert(name);
        restored.push(name);
      }
    } catch (error) {
      this.logger.warn(`schedules not checked: ${(error as Error).message}`);
    }
    if (restored.length > 0) this.logger.warn(`restored missing schedules: ${restored.join(', ')}`);
    return restored;
  }

  private scheduledJobs(): JobName[] {
    return Object.keys(SCHEDULES) as JobName[];
  }

  private async upsert(name: JobName): Promise<void> {
    await this.producer.queue(JOBS[name].queue).upsertJobScheduler(name, { every: SCHEDULES[name]!.everyMs }, { name, data: {}, opts: JOBS[name].options });
  }
}
