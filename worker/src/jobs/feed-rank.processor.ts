import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOBS } from '@genalpha/shared';
import { RankResult, feedScoresRepository } from '@genalpha/db';
import { QueueWorkersService } from '../queue-workers.service';

/** The database cancels a run before the job's own time limit ends it, so no statement outlives its job. */
const RANK_STATEMENT_TIMEOUT_MS = JOBS['feed.rank'].timeoutMs - 5_000;

/** feed.rank: rewrites the video_scores table For You reads its candidates from. */
@Injectable()
export class FeedRankProcessor implements OnModuleInit {
  constructor(
    private readonly queues: QueueWorkersService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.queues.register('feed.rank', () => this.process());
  }

  /** null when another run holds the lock (it is doing the same work). */
  async process(): Promise<RankResult | null> {
    return this.dataSource.transaction((manager) => feedScoresRepository.rank(manager, RANK_STATEMENT_TIMEOUT_MS));
  }
}
