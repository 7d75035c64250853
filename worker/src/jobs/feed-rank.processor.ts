import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOBS } from '@genalpha/shared';
import { RANK_FEED_SQL, TRY_RANK_FEED_LOCK_SQL } from '@genalpha/db';
import { QueueWorkersService } from '../queue-workers.service';

export interface RankResult {
  written: number;
  removed: number;
}

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
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query(TRY_RANK_FEED_LOCK_SQL)) as Array<{ locked: boolean }>;
      if (!locked) return null;
      await manager.query(`SET LOCAL statement_timeout = ${RANK_STATEMENT_TIMEOUT_MS}`);
      const [result] = (await manager.query(RANK_FEED_SQL)) as RankResult[];
      return result;
    });
  }
}
