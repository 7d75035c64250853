import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
import { notInterestedQueries } from './feed-queries';
import { ForYouSnapshots } from './for-you-snapshots';

/** A viewer's "Not interested" signals: the videos gone from their For You, and the reset. */
@Injectable()
export class NotInterestedService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly snapshots: ForYouSnapshots,
  ) {}

  /** Marks a video anyone may see; marking it again changes nothing. */
  async mark(userId: string, videoId: string): Promise<void> {
    const marked = (await this.dataSource.query(notInterestedQueries.mark, [userId, videoId])) as unknown[];
    if (marked.length > 0) return this.snapshots.signalsChanged(userId);
    if ((await this.dataSource.query(notInterestedQueries.exists, [userId, videoId])).length > 0) return;
    throw new NotFoundException(VIDEO_NOT_FOUND);
  }

  async reset(userId: string): Promise<void> {
    await this.dataSource.query(notInterestedQueries.reset, [userId]);
    await this.snapshots.signalsChanged(userId);
  }

  async count(userId: string): Promise<number> {
    const [row] = (await this.dataSource.query(notInterestedQueries.count, [userId])) as Array<{ notInterestedCount: number }>;
    return row.notInterestedCount;
  }
}
