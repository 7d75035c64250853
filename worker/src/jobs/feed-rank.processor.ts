import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RANK_FEED_SQL } from '@genalpha/shared';
import { QueueWorkersService } from '../queue-workers.service';

export interface RankResult {
  written: number;
  removed: number;
}

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

  async process(): Promise<RankResult> {
    const [result] = (await this.dataSource.query(RANK_FEED_SQL)) as RankResult[];
    return result;
  }
}
