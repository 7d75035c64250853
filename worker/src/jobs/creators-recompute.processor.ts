import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RecomputeResult, creatorStatsRepository } from '@genalpha/db';
import { QueueWorkersService } from '../queue-workers.service';

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

  process(): Promise<RecomputeResult> {
    return creatorStatsRepository.recompute(this.dataSource);
  }
}
