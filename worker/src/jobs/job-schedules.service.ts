import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig, JOBS, JobName, bullConnectionOptions } from '@genalpha/shared';
import { WORKER_CONFIG } from '../worker-config';

/** Repeating jobs. A scheduler is keyed by the job name, so every worker start upserts the same one. */
export const SCHEDULES: Partial<Record<JobName, { everyMs: number }>> = {
  'creators.recompute': { everyMs: 60_000 },
  'storage.cleanup': { everyMs: 3600_000 },
};

@Injectable()
export class JobSchedulesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Schedules');

  constructor(@Inject(WORKER_CONFIG) private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const [name, schedule] of Object.entries(SCHEDULES) as [JobName, { everyMs: number }][]) {
      const queue = new Queue(JOBS[name].queue, { connection: bullConnectionOptions(this.config.redisUrl), prefix: this.config.redisPrefix });
      try {
        await queue.upsertJobScheduler(name, { every: schedule.everyMs }, { name, data: {}, opts: JOBS[name].options });
      } finally {
        await queue.close();
      }
    }
    this.logger.log(`scheduled ${Object.keys(SCHEDULES).join(', ')}`);
  }
}
