import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvent } from '../common/domain-events';
import { JobQueue } from '../queue/job-queue.service';

/** Engagement and uploads schedule one feed.rank soon (bursts collapse into one); the minutely run catches the rest. */
@Injectable()
export class FeedRankListener {
  constructor(private readonly jobs: JobQueue) {}

  @OnEvent(DomainEvent.VideoCreated)
  @OnEvent(DomainEvent.VideoDeleted)
  @OnEvent(DomainEvent.VideoLiked)
  @OnEvent(DomainEvent.VideoUnliked)
  @OnEvent(DomainEvent.VideoViewed)
  @OnEvent(DomainEvent.CommentCreated)
  scheduleRank(): Promise<void> {
    return this.jobs.enqueueSoon('feed.rank');
  }
}
