import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { DomainEvent, UserFollowedEvent, ViewerFiltersChangedEvent } from '../common/domain-events';
import { ForYouSnapshots } from './for-you-snapshots';

/** A follow or unfollow changes whom For You boosts, a block or mute what it may hold: the next first page is arranged afresh. */
@Injectable()
export class ForYouSignalsListener {
  private readonly logger = new Logger(ForYouSignalsListener.name);

  constructor(private readonly snapshots: ForYouSnapshots) {}

  @OnEvent(DomainEvent.UserFollowed)
  @OnEvent(DomainEvent.UserUnfollowed)
  async followsChanged(event: UserFollowedEvent): Promise<void> {
    try {
      await this.snapshots.signalsChanged(event.followerId);
    } catch (error) {
      this.logger.warn(`For You not refreshed after a follow: ${(error as Error).message}`);
    }
  }

  @OnEvent(DomainEvent.ViewerFiltersChanged)
  async filtersChanged(event: ViewerFiltersChangedEvent): Promise<void> {
    try {
      await Promise.all(event.userIds.map((userId) => this.snapshots.signalsChanged(userId)));
    } catch (error) {
      this.logger.warn(`For You not refreshed after a block or mute: ${(error as Error).message}`);
    }
  }
}
