import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvent } from '../common/domain-events';
import { JobQueue } from '../queue/job-queue.service';

/** Anything that moves a creator's totals schedules one leaderboard recompute (bursts collapse into one). */
@Injectable()
export class CreatorsRecomputeListener {
  constructor(private readonly jobs: JobQueue) {}

  @OnEvent(DomainEvent.VideoCreated)
  @OnEvent(DomainEvent.VideoDeleted)
  @OnEvent(DomainEvent.VideoLiked)
  @OnEvent(DomainEvent.VideoUnliked)
  @OnEvent(DomainEvent.VideoViewed)
  @OnEvent(DomainEvent.UserFollowed)
  @OnEvent(DomainEvent.UserUnfollowed)
  @OnEvent(DomainEvent.ProfileCreated)
  scheduleRecompute(): Promise<void> {
    return this.jobs.enqueueSoon('creators.recompute');
  }
}
