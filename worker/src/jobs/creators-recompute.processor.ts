import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RECOMPUTE_CREATOR_STATS_SQL } from '@genalpha/db';
import { QueueWorkersService } from '../queue-workers.service';

export interface RecomputeResult {
  written: number;
  removed: number;
}

/** creators.recompute: refreshes the creator_stats table the leaderboard reads. */
@Injectable()
export class CreatorsRecomputeProcessor implements OnModuleInit {
  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.queues.register('creators.recompute', () => this.process());
  }

  async process(): Promise<RecomputeResult> {
    const [result] = (await this.dataSource.query(RECOMPUTE_CREATOR_STATS_SQL)) as RecomputeResult[];
    return result;
  }
}
