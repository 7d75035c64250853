import { Injectable } from '@nestjs/common';
import { DomainEvent } from '../common/domain-events';
import { OnEvents, VIDEO_TOTALS_CHANGED } from '../common/on-events';
import { JobQueue } from '../queue/job-queue.service';

/** Engagement and uploads schedule one feed.rank soon (bursts collapse into one); the minutely run catches the rest. */
@Injectable()
export class FeedRankListener {
  constructor(private readonly jobs: JobQueue) {}

  @OnEvents(...VIDEO_TOTALS_CHANGED, DomainEvent.CommentCreated)
  scheduleRank(): Promise<void> {
    return this.jobs.enqueueSoon('feed.rank');
  }
}
