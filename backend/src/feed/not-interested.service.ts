import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { feedRepository } from '@genalpha/db';
import { VIDEO_NOT_FOUND } from '../common/id-pipes';
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
    if (await feedRepository.markNotInterested(this.dataSource, userId, videoId)) return this.snapshots.signalsChanged(userId);
    if (await feedRepository.isMarkedNotInterested(this.dataSource, userId, videoId)) return;
    throw new NotFoundException(VIDEO_NOT_FOUND);
  }

  async reset(userId: string): Promise<void> {
    await feedRepository.resetNotInterested(this.dataSource, userId);
    await this.snapshots.signalsChanged(userId);
  }

  async count(userId: string): Promise<number> {
    return feedRepository.notInterestedCount(this.dataSource, userId);
  }
}
