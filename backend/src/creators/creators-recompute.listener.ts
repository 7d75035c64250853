import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvent } from '../common/domain-events';
import { JobQueue } from '../queue/job-queue.service';

export const RECOMPUTE_DEBOUNCE_MS = 5_000;

/** Anything that moves a creator's totals schedules one leaderboard recompute (bursts collapse into one). */
@Injectable()
export class CreatorsRecomputeListener {
  private readonly logger = new Logger(CreatorsRecomputeListener.name);

  constructor(private readonly jobs: JobQueue) {}

  @OnEvent(DomainEvent.VideoCreated)
  @OnEvent(DomainEvent.VideoDeleted)
  @OnEvent(DomainEvent.VideoLiked)
  @OnEvent(DomainEvent.VideoUnliked)
  @OnEvent(DomainEvent.VideoViewed)
  @OnEvent(DomainEvent.UserFollowed)
  @OnEvent(DomainEvent.UserUnfollowed)
  @OnEvent(DomainEvent.ProfileCreated)
  async scheduleRecompute(): Promise<void> {
    try {
      await this.jobs.enqueueDebounced('creators.recompute', {}, 'all', RECOMPUTE_DEBOUNCE_MS);
    } catch (error) {
      this.logger.warn(`creators.recompute not scheduled: ${(error as Error).message}`);
    }
  }
}
