import { Injectable } from '@nestjs/common';
import { DomainEvent } from '../common/domain-events';
import { OnEvents, VIDEO_TOTALS_CHANGED } from '../common/on-events';
import { JobQueue } from '../queue/job-queue.service';

/** Anything that moves a creator's totals schedules one leaderboard recompute (bursts collapse into one). */
@Injectable()
export class CreatorsRecomputeListener {
  constructor(private readonly jobs: JobQueue) {}

  @OnEvents(...VIDEO_TOTALS_CHANGED, DomainEvent.UserFollowed, DomainEvent.UserUnfollowed, DomainEvent.ProfileCreated)
  scheduleRecompute(): Promise<void> {
    return this.jobs.enqueueSoon('creators.recompute');
  }
}
