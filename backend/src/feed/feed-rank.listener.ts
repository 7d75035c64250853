import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvent } from '../common/domain-events';
import { JobQueue } from '../queue/job-queue.service';

export const RANK_DEBOUNCE_MS = 5_000;

/** Engagement and uploads schedule one feed.rank soon (bursts collapse into one); the minutely run catches the rest. */
@Injectable()
export class FeedRankListener {
  private readonly logger = new Logger(FeedRankListener.name);

  constructor(private readonly jobs: JobQueue) {}

  @OnEvent(DomainEvent.VideoCreated)
  @OnEvent(DomainEvent.VideoDeleted)
  @OnEvent(DomainEvent.VideoLiked)
  @OnEvent(DomainEvent.VideoUnliked)
  @OnEvent(DomainEvent.VideoViewed)
  @OnEvent(DomainEvent.CommentCreated)
  async scheduleRank(): Promise<void> {
    try {
      await this.jobs.enqueueDebounced('feed.rank', {}, 'all', RANK_DEBOUNCE_MS);
    } catch (error) {
      this.logger.warn(`feed.rank not scheduled: ${(error as Error).message}`);
    }
  }
}
